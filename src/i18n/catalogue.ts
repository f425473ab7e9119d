import type { en } from './en';

/** A catalogue with English's keys, each a string: what a translation must give, no more, no less. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/**
 * The shape every language's catalogue has (src/i18n/si, src/i18n/ta): English's, key for key.
 * Its resources are found by folder, so each resource's file is typed by English's file
 * (`Translation<typeof english>`), and catalogues.test.ts checks that every file is there.
 */
export type Catalogue = Translation<Omit<typeof en, 'resources'>> & Pick<typeof en, 'resources'>;
