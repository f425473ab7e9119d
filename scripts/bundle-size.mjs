#!/usr/bin/env node
/**
 * `npm run size`: how much JavaScript the browser needs for the FIRST screen of our console
 * (the entry chunk plus every chunk it imports statically), compared with a BASELINE: a
 * one-resource react-admin console (ListGuesser/EditGuesser over ra-data-simple-rest) built
 * with the same packages and the same Vite. Sizes are gzip, as Vite reports them.
 *
 * Both builds go to temporary directories, so dist/ (served by `npm start`) is left alone.
 * Set KEEP_BUILDS=1 to keep them for inspection.
 */
import { mkdtemp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = await mkdtemp(path.join(os.tmpdir(), 'bundle-size-'));

const BASELINE_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Baseline</title></head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.tsx"></script>
  </body>
</html>
`;

const BASELINE_MAIN = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, EditGuesser, ListGuesser, Resource, type AuthProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const authProvider: AuthProvider = {
  login: async () => {
    localStorage.setItem('signedIn', '1');
  },
  logout: async () => {
    localStorage.removeItem('signedIn');
  },
  checkAuth: async () => {
    if (!localStorage.getItem('signedIn')) throw new Error('Not signed in');
  },
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Admin dataProvider={simpleRestProvider('/api')} authProvider={authProvider}>
      <Resource name="posts" list={ListGuesser} edit={EditGuesser} />
    </Admin>
  </StrictMode>,
);
`;

/** Builds one console into outDir with a manifest; returns the measured sizes. */
async function measure(label, config, outDir) {
  process.stdout.write(`building ${label}… `);
  const started = Date.now();
  await build({
    ...config,
    logLevel: 'error',
    build: { ...config.build, outDir, emptyOutDir: true, manifest: true, reportCompressedSize: false },
  });
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  return sizesOf(outDir);
}

async function sizesOf(outDir) {
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const gzipOf = new Map();
  const gzipKB = async (file) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(await readFile(path.join(outDir, file))).length / 1024);
    return gzipOf.get(file);
  };

  // The first screen: the entry chunk and, transitively, its static imports (never dynamic ones).
  const firstScreen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || firstScreen.has(chunk.file)) return;
    firstScreen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  // Our entry only paints index.html's sign-in outline, then imports the console (src/boot.tsx):
  // that is the first screen's code too, though imported dynamically.
  if (manifest['src/boot.tsx']) visit('src/boot.tsx');

  // Every chunk Vite emitted (public/ files such as config.js are copied, not bundled).
  const allJs = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));
  let firstKB = 0;
  let totalKB = 0;
  for (const file of firstScreen) firstKB += await gzipKB(file);
  for (const file of allJs) totalKB += await gzipKB(file);
  // Each language's catalogue: its own chunk, never on the first screen (src/i18n/locales.ts).
  const languages = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    const language = /src\/i18n\/(\w+)\/index\.ts$/.exec(key)?.[1];
    if (language) languages.push({ language, kb: await gzipKB(chunk.file), first: firstScreen.has(chunk.file) });
  }
  return {
    firstKB,
    totalKB,
    languages,
    firstChunks: firstScreen.size,
    lazyChunks: allJs.filter((file) => !firstScreen.has(file)).length,
  };
}

try {
  // Ours: the repository's own vite.config.ts, only the output place and the manifest changed.
  const ours = await measure('our console', { root: repo }, path.join(work, 'ours'));

  // Baseline: its own tiny app, resolving packages from this repository's node_modules.
  const baselineRoot = path.join(work, 'baseline');
  await mkdir(baselineRoot, { recursive: true });
  await writeFile(path.join(baselineRoot, 'index.html'), BASELINE_HTML);
  await writeFile(path.join(baselineRoot, 'main.tsx'), BASELINE_MAIN);
  await symlink(path.join(repo, 'node_modules'), path.join(baselineRoot, 'node_modules'), 'dir');
  const baseline = await measure(
    'baseline (react-admin, one guessed resource)',
    { root: baselineRoot, configFile: false, plugins: [react()] },
    path.join(work, 'baseline-dist'),
  );

  const kb = (value) => `${value.toFixed(1)} KB`;
  const rows = [
    ['', 'ours', 'baseline', 'ours − baseline'],
    ['first-screen JS (gzip)', kb(ours.firstKB), kb(baseline.firstKB), kb(ours.firstKB - baseline.firstKB)],
    ['total JS (gzip)', kb(ours.totalKB), kb(baseline.totalKB), kb(ours.totalKB - baseline.totalKB)],
    ['first-screen chunks', String(ours.firstChunks), String(baseline.firstChunks), ''],
    ['lazy chunks', String(ours.lazyChunks), String(baseline.lazyChunks), ''],
  ];
  for (const { language, kb: size, first } of ours.languages) {
    rows.push([`${language} catalogue (gzip)`, `${kb(size)}${first ? ' FIRST SCREEN' : ''}`, '', '']);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  console.log('');
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
} finally {
  if (process.env.KEEP_BUILDS) console.log(`\nbuilds kept in ${work}`);
  else await rm(work, { recursive: true, force: true });
}
