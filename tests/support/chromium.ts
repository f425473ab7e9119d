import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium: no test tool or script may download a browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless Chromium with the flags this machine needs (no sandbox, no GPU, no outside network).
 * Playwright hides scroll bars (`--hide-scrollbars`); `scrollBars` shows them as a desktop
 * browser does, where a scroll bar's arrival takes its width from the page.
 */
export async function launchBrowser({ scrollBars = false }: { scrollBars?: boolean } = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (no test tool may download one)`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    ignoreDefaultArgs: scrollBars ? ['--hide-scrollbars'] : undefined,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}
