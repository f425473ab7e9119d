import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, where `npm start` runs. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
