/**
 * Runs once before the browser tests, in vitest's main process: makes the bundles every test
 * file's server runs. Files run side by side (each its own server and browser), so building
 * here rather than per file means no file starts a server from a bundle another is rewriting.
 *
 * `npm test` builds dist/ just before the e2e project, so the console is built here only when
 * dist/index.html is missing (a lone `vitest --project e2e`). The server bundle (esbuild,
 * milliseconds) is always rebuilt, so the suite never tests a stale server.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApp } from './harness';
import { ROOT } from './root';

function run(what: string, command: string, args: string[], timeout: number) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', timeout });
  if (result.status !== 0) throw new Error(`${what} failed (${result.error?.message ?? `exit ${result.status}`})`);
}

export default async function buildBundles(project: TestProject) {
  if (!existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    console.log('[e2e] dist/index.html missing: building the console (vite build)');
    run('vite build', path.join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], 300_000);
  }
  run('server build', process.execPath, [path.join(ROOT, 'scripts', 'build-server.mjs')], 60_000);

  // The demo shop, seeded once by the built server: each file's server starts on a copy of it
  // (harness.ts startApp) rather than seeding its own. Only the database and the signing
  // secret are kept, as a shop's DATA_DIR holds them between starts.
  const seeded = await startApp({ fresh: true });
  await seeded.stop({ keepData: true });
  rmSync(path.join(seeded.dataDir, 'backups'), { recursive: true, force: true });
  project.provide('demoDataDir', seeded.dataDir);
  return () => rmSync(seeded.dataDir, { recursive: true, force: true });
}
