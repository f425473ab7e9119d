// Before the first paint: shows the sign-in page's outline (written into index.html by
// scripts/signInShell.ts) in the language last chosen, unless this browser holds a session:
// the console then opens on its screen, not on the sign-in, so its code (named in the page by
// vite.config.ts's preload-console) is fetched at once. Plain script, kept tiny: it runs before
// anything else is drawn.
(function () {
  try {
    if (localStorage.getItem('authToken')) {
      var modules = document.querySelector('meta[name="console-modules"]');
      (modules ? modules.content.split(' ') : []).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      return;
    }
    var locale = JSON.parse(localStorage.getItem('RaStore.locale') || '"en"');
    document.documentElement.setAttribute('data-sign-in', /^(en|si|ta)$/.test(locale) ? locale : 'en');
  } catch (error) {
    // No storage (a private window that refuses it): no outline, the console draws the page.
  }
})();
