import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { collectPlainResources } from '../crud/discover';
import { resourceFiles } from '../crud/resourceFiles.mjs';

/**
 * The plain resources: each a `plainResource(...)` exported from a file of this folder,
 * found here by listing the folder (as Django's admin finds each app's admin.py), so a new
 * one is a file and nothing else. Each is served by the generic routes (server/crud); its
 * table is made by its own migrations (or, for those older than the generic routes, by the
 * numbered ones in db/migrations).
 *
 * The bundled server (scripts/build-server.mjs) has no folder to list: the build replaces
 * this file with static imports of the same files (one rule: crud/resourceFiles.mjs).
 */
const files = resourceFiles(import.meta.dirname);

export const plainResources = collectPlainResources(
  await Promise.all(
    files.map((file) => import(pathToFileURL(path.join(import.meta.dirname, file)).href) as Promise<Record<string, unknown>>),
  ),
);
