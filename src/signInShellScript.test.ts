import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withSignInShell } from '../scripts/signInShell';

/** public/sign-in-shell.js, run as index.html runs it: a plain script in the head, before the first paint. */
const script = readFileSync(path.resolve(__dirname, '../public/sign-in-shell.js'), 'utf8');
const runShellScript = () => new Function(script)();

const MODULES = ['/assets/boot-abc.js', '/assets/react-def.js'];

const SCREEN_MODULES = { dashboard: ['/assets/Dashboard-ghi.js'], resource: ['/assets/ResourcePage-jkl.js', '/assets/ResourceList-mno.js'] };

function pageHead() {
  const meta = document.createElement('meta');
  meta.name = 'console-modules';
  meta.content = MODULES.join(' ');
  document.head.appendChild(meta);
  for (const [screen, modules] of Object.entries(SCREEN_MODULES)) {
    const screenMeta = document.createElement('meta');
    screenMeta.name = 'screen-modules';
    screenMeta.dataset.screen = screen;
    screenMeta.content = modules.join(' ');
    document.head.appendChild(screenMeta);
  }
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];

// Only what these tests add: the head holds the styles other screen tests of this worker inserted.
afterEach(() => {
  document.head.querySelectorAll('meta[name="console-modules"], meta[name="screen-modules"], link[rel="modulepreload"]').forEach((node) => node.remove());
  window.history.replaceState(null, '', '/');
  document.getElementById('sign-in-shell')?.remove();
  document.documentElement.removeAttribute('data-sign-in');
  localStorage.clear();
  delete window.askForConsoleCode;
});

describe('the sign-in outline before the first paint (public/sign-in-shell.js)', () => {
  it('shows the outline in the language last chosen and asks for none of the console’s code', () => {
    pageHead();
    localStorage.setItem('RaStore.locale', JSON.stringify('si'));
    runShellScript();
    expect(document.documentElement.getAttribute('data-sign-in')).toBe('si');
    expect(preloads()).toEqual([]);
  });

  it('to a browser holding a session, shows no outline and fetches the console’s code at once, then its screen’s', () => {
    pageHead();
    localStorage.setItem('authToken', 'a token');
    runShellScript();
    expect(document.documentElement.hasAttribute('data-sign-in')).toBe(false);
    expect(preloads().map((link) => [link.getAttribute('href'), link.getAttribute('crossorigin')])).toEqual([...MODULES, ...SCREEN_MODULES.dashboard].map((href) => [href, '']));
  });

  it('opening on a list, fetches the screens’ code rather than the dashboard’s', () => {
    pageHead();
    window.history.replaceState(null, '', '/recharges/history');
    localStorage.setItem('authToken', 'a token');
    runShellScript();
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual([...MODULES, ...SCREEN_MODULES.resource]);
  });

  it('on the sign-in page, asks for the console’s code when the console calls for it, only once, and no screen’s', () => {
    pageHead();
    window.history.replaceState(null, '', '/login');
    runShellScript();
    expect(preloads()).toEqual([]);
    window.askForConsoleCode!();
    window.askForConsoleCode!();
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual(MODULES);
  });

  it('asks for a long list of modules a few at a time, one task after another, in the order listed', () => {
    vi.useFakeTimers();
    try {
      const many = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);
      const meta = document.createElement('meta');
      meta.name = 'console-modules';
      meta.content = many.join(' ');
      document.head.appendChild(meta);
      localStorage.setItem('authToken', 'a token');
      runShellScript();
      const first = preloads().length;
      expect(first).toBeGreaterThan(0);
      expect(first).toBeLessThan(many.length);
      vi.advanceTimersToNextTimer();
      expect(preloads().length).toBeGreaterThan(first);
      vi.runAllTimers();
      expect(preloads().map((link) => link.getAttribute('href'))).toEqual(many);
    } finally {
      vi.useRealTimers();
    }
  });

  it('falls back to English for a language it does not know', () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    runShellScript();
    expect(document.documentElement.getAttribute('data-sign-in')).toBe('en');
  });
});

describe("index.html's sign-in form until the console takes it over (public/sign-in-shell.js)", () => {
  function drawnPage() {
    const page = withSignInShell('<head></head><div id="root"></div>');
    document.body.insertAdjacentHTML('afterbegin', page.slice(page.indexOf('<div id="sign-in-shell"'), page.indexOf('<div id="root">')));
    runShellScript();
  }
  const shownForm = () => document.querySelector<HTMLFormElement>(`#sign-in-shell form[lang="${document.documentElement.getAttribute('data-sign-in')}"]`)!;
  const field = (name: string) => shownForm().elements.namedItem(name) as HTMLInputElement;

  it('remembers a press of Login, stays on the page and shows it is busy', () => {
    drawnPage();
    field('email').value = 'owner@shop.test';
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    shownForm().dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    expect(shownForm().hasAttribute('data-submitted')).toBe(true);
    expect(shownForm().querySelector('button[type="submit"]')!.getAttribute('aria-busy')).toBe('true');
  });

  it('switches to another language with what was typed, and remembers it for the console', () => {
    drawnPage();
    field('email').value = 'owner@shop.test';
    field('password').value = 'secret';
    shownForm().querySelector<HTMLButtonElement>('button[data-locale="ta"]')!.click();
    expect(document.documentElement.getAttribute('data-sign-in')).toBe('ta');
    expect(shownForm().getAttribute('lang')).toBe('ta');
    expect([field('email').value, field('password').value]).toEqual(['owner@shop.test', 'secret']);
    expect(JSON.parse(localStorage.getItem('RaStore.locale')!)).toBe('ta');
  });
});
