import type { Catalogue } from '../../catalogue';
import { wordsByResource } from '../../resourceWords';

/** Each resource's words, one file per resource, found by folder (../../resourceWords.ts); each file is typed by English's. */
export const resources: Catalogue['resources'] = wordsByResource(import.meta.glob(['./*.ts', '!./index.ts'], { eager: true }));
