import { readdirSync } from 'node:fs';

/**
 * The files of `folder` (server/resources) that declare plain resources: every TypeScript
 * file but its index, its tests and type declarations, in name order. Plain JavaScript, so
 * both the server (server/resources/index.ts lists its folder at start-up) and the bundler's
 * plugin (scripts/plainResourceFolder.mjs, run by plain `node`) read the one rule.
 */
export const resourceFiles = (folder) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts') && name !== 'index.ts')
    .sort();
