import { resourceFiles } from '../server/crud/resourceFiles.mjs';

/**
 * server/resources/index.ts finds the plain resources by listing its folder at start-up; a
 * bundle has no folder to list. This esbuild plugin replaces that file, in the bundle, with
 * static imports of the files the listing finds (the same `resourceFiles` rule).
 */

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
