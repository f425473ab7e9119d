import { localStorageStore, type Store } from 'react-admin';
import { DEFAULT_LOCALE } from './locales';

/**
 * react-admin's store in this browser's local storage, as `<Admin>` keeps by default, except that
 * the language reads English until one is chosen. react-admin draws nothing until the stored
 * language and the translator's agree; with none stored, the console's first full drawing waited
 * for an effect, which React runs as one uninterrupted task rather than in slices.
 */
export function createStore(): Store {
  const store = localStorageStore();
  return {
    ...store,
    getItem: <T,>(key: string, defaultValue?: T) => store.getItem<T>(key, key === 'locale' ? (defaultValue ?? (DEFAULT_LOCALE as T)) : defaultValue),
  };
}
