import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * The barcode libraries (issue 47) load when a label is drawn or the camera scans, never with a
 * screen: no source file of the console imports them statically, so no chunk the console loads
 * first carries them (a static import anywhere would pull them into its importer's chunk).
 */
const LIBRARIES = ['bwip-js', '@zxing/browser', '@zxing/library'];
const SOURCE = path.resolve(__dirname, '..');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it('loads bwip-js and ZXing only through import(), each from the one file that draws or reads codes', () => {
  const dynamic: string[] = [];
  for (const file of sources(SOURCE)) {
    const text = readFileSync(file, 'utf8');
    for (const library of LIBRARIES) {
      const quoted = `['"]${library.replace('/', '\\/')}(?:/[^'"]*)?['"]`;
      expect(text, path.relative(SOURCE, file)).not.toMatch(new RegExp(`(?:from\\s+|import\\s+)${quoted}`));
      if (new RegExp(`import\\(${quoted}\\)`).test(text)) dynamic.push(`${path.relative(SOURCE, file)} ${library}`);
    }
  }
  expect(dynamic.sort()).toEqual(['resources/bills/barcodeReader.ts @zxing/browser', 'resources/products/shelfLabels.ts bwip-js']);
});
