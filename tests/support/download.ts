import { vi } from 'vitest';

/**
 * Captures what react-admin's `downloadCSV` would save (jsdom has no downloads): the text
 * of the last Blob made into an object URL.
 */
export function captureDownloads() {
  const blobs: Blob[] = [];
  const original = window.URL.createObjectURL;
  window.URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:captured';
  });
  return {
    last: async () => (blobs.length ? await blobs[blobs.length - 1].text() : undefined),
    restore: () => {
      window.URL.createObjectURL = original;
    },
  };
}
