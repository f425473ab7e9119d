import type { en } from './en';

/** A catalogue with English's keys, each a string: what a translation must give, no more, no less. */
type Words<T> = { [K in keyof T]: T[K] extends string ? string : Words<T[K]> };

/** The shape every language's catalogue has (src/i18n/si, src/i18n/ta): English's, key for key. */
export type Catalogue = Words<typeof en>;
