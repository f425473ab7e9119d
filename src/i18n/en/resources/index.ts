import { wordsByResource } from '../../resourceWords';

/** Each resource's words, one file per resource, found by folder (../../resourceWords.ts). */
export const resources = wordsByResource(import.meta.glob(['./*.ts', '!./index.ts'], { eager: true }));
