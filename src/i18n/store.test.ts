import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from './store';

describe("the console's store: react-admin's, in local storage", () => {
  afterEach(() => localStorage.clear());

  it('reads English as the language until one is chosen, so react-admin draws at once', () => {
    expect(createStore().getItem('locale')).toBe('en');
  });

  it('reads the language chosen in this browser, and keeps a new choice', () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('si'));
    const store = createStore();
    expect(store.getItem('locale')).toBe('si');
    store.setItem('locale', 'ta');
    expect(createStore().getItem('locale')).toBe('ta');
  });

  it('leaves every other key as react-admin keeps it', () => {
    const store = createStore();
    expect(store.getItem('sidebar.open')).toBeUndefined();
    expect(store.getItem('sidebar.open', true)).toBe(true);
  });
});
