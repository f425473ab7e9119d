// Before the first paint: shows the sign-in form written into index.html (scripts/signInShell.ts)
// in the language last chosen, unless this browser holds a session: the console then opens on
// its screen, not on the sign-in, so its code (named in the page by vite.config.ts's
// preload-console) is fetched at once. Plain script, kept tiny: it runs
// before anything else is drawn. Until the console takes the form over (src/signInShell.ts) it
// keeps what is typed, remembers a press of Login, and switches the language.
(function () {
  // The console's code, as the page names it, asked for once, a few links a task: each costs the
  // main thread the start of its fetch, and the sixty or so at once made one task that a phone's
  // slower CPU runs past 50 ms, blocking the page. src/main.tsx calls it too, when the console
  // starts on the sign-in page. A session opening on a screen asks for that screen's code after
  // the console's (the dashboard's at the root, the other screens' elsewhere).
  var asked = false;
  var named = function (selector) {
    var meta = document.querySelector(selector);
    return meta && meta.content ? meta.content.split(' ') : [];
  };
  window.askForConsoleCode = function () {
    if (asked) return;
    asked = true;
    var hrefs = named('meta[name="console-modules"]');
    if (!document.documentElement.hasAttribute('data-sign-in')) {
      // The screen a path opens, as src/screens.ts's preloadScreen decides it (change both together).
      var screen = /^\/(dashboard\/?)?$/.test(location.pathname) ? 'dashboard' : 'resource';
      hrefs = hrefs.concat(named('meta[name="screen-modules"][data-screen="' + screen + '"]'));
    }
    var askForSome = function () {
      hrefs.splice(0, 8).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      if (hrefs.length) setTimeout(askForSome);
    };
    askForSome();
  };
  try {
    if (localStorage.getItem('authToken')) {
      window.askForConsoleCode();
      return;
    }
    var locale = JSON.parse(localStorage.getItem('RaStore.locale') || '"en"');
    var root = document.documentElement;
    root.setAttribute('data-sign-in', /^(en|si|ta)$/.test(locale) ? locale : 'en');
    var shown = function () {
      return document.querySelector('#sign-in-shell .sis[lang="' + root.getAttribute('data-sign-in') + '"]');
    };
    // Login before the console is here: it submits the form as soon as it takes it over.
    document.addEventListener('submit', function (event) {
      var form = event.target;
      if (!form.closest || !form.closest('#sign-in-shell')) return;
      event.preventDefault();
      form.setAttribute('data-submitted', '');
      form.querySelector('button[type="submit"]').setAttribute('aria-busy', 'true');
    });
    // Another language: its form, with what was typed, and the console starts in it.
    document.addEventListener('click', function (event) {
      var button = event.target.closest && event.target.closest('#sign-in-shell [data-locale]');
      if (!button) return;
      var from = shown();
      var chosen = button.getAttribute('data-locale');
      root.setAttribute('data-sign-in', chosen);
      localStorage.setItem('RaStore.locale', JSON.stringify(chosen));
      var to = shown();
      ['email', 'password'].forEach(function (name) {
        to.elements[name].value = from.elements[name].value;
      });
    });
  } catch (error) {
    // No storage (a private window that refuses it): no outline, the console draws the page.
  }
})();
