import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** public/sign-in-shell.js, run as index.html runs it: a plain script in the head, before the first paint. */
const script = readFileSync(path.resolve(__dirname, '../public/sign-in-shell.js'), 'utf8');
const runShellScript = () => new Function(script)();

const MODULES = ['/assets/boot-abc.js', '/assets/react-def.js'];

function pageHead() {
  const meta = document.createElement('meta');
  meta.name = 'console-modules';
  meta.content = MODULES.join(' ');
  document.head.appendChild(meta);
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-sign-in');
  localStorage.clear();
});

describe('the sign-in outline before the first paint (public/sign-in-shell.js)', () => {
  it('shows the outline in the language last chosen and asks for none of the console’s code', () => {
    pageHead();
    localStorage.setItem('RaStore.locale', JSON.stringify('si'));
    runShellScript();
    expect(document.documentElement.getAttribute('data-sign-in')).toBe('si');
    expect(preloads()).toEqual([]);
  });

  it('to a browser holding a session, shows no outline and fetches the console’s code at once', () => {
    pageHead();
    localStorage.setItem('authToken', 'a token');
    runShellScript();
    expect(document.documentElement.hasAttribute('data-sign-in')).toBe(false);
    expect(preloads().map((link) => [link.getAttribute('href'), link.getAttribute('crossorigin')])).toEqual(MODULES.map((href) => [href, '']));
  });

  it('falls back to English for a language it does not know', () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    runShellScript();
    expect(document.documentElement.getAttribute('data-sign-in')).toBe('en');
  });
});
