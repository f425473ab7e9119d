import { readdirSync } from 'node:fs';

/**
 * server/resources/index.ts finds the plain resources by listing its folder at start-up; a
 * bundle has no folder to list. This esbuild plugin replaces that file, in the bundle, with
 * static imports of the files the listing would find. The rule is server/crud/discover.ts
 * `isResourceFile`, repeated here because plain `node` cannot import TypeScript;
 * server/resources/plainResources.test.ts checks that the two agree.
 */
export const resourceFiles = (folder) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts') && name !== 'index.ts')
    .sort();

/** The module that stands for server/resources/index.ts in the bundle. */
export const resourceIndexSource = (files) =>
  [
    "import { collectPlainResources } from '../crud/discover';",
    ...files.map((file, index) => `import * as module${index} from './${file}';`),
    `export const plainResources = collectPlainResources([${files.map((_, index) => `module${index}`).join(', ')}]);`,
  ].join('\n');

export const plainResourceFolder = (folder) => ({
  name: 'plain-resource-folder',
  setup(build) {
    build.onLoad({ filter: /[\\/]server[\\/]resources[\\/]index\.ts$/ }, () => ({
      contents: resourceIndexSource(resourceFiles(folder)),
      loader: 'ts',
      resolveDir: folder,
    }));
  },
});
