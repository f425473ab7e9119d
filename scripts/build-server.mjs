/**
 * Bundles the API server (server/index.ts and what it imports from src/domain) into one
 * ES module, dist-server/index.mjs, that plain `node` runs. npm packages stay outside
 * the bundle and load from node_modules. The backup's copy-and-check worker is a second entry point,
 * dist-server/backupCopyWorker.mjs beside it, where server/backupCopyThread.ts looks for it.
 *
 * Why not run the TypeScript through tsx in production: tsx's loader runs in a second
 * V8 isolate (Node's module hooks thread) and keeps every transpiled file in memory for
 * nothing once the server has started (docs/performance.md). Tests and `npm run dev` still use tsx.
 */
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await build({
  entryPoints: [path.join(root, 'server/index.ts'), path.join(root, 'server/backupCopyWorker.ts')],
  outdir: path.join(root, 'dist-server'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  // server/config.ts finds the project root as this file's parent folder; dist-server/
  // sits at the same depth as server/, so the path holds for both.
});
