import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// `npm run dev` runs the API server beside Vite (scripts/dev.ts); Vite forwards /api to it, and
// /status/<code>, the repair status page the server writes out (server/statusPage/).
const apiTarget = process.env.API_TARGET ?? `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;

/**
 * The sign-in page's outline written into index.html, drawn before the console's code
 * (scripts/signInShell.ts). Loaded through Vite's module runner when the page is written, so
 * the catalogues it reads load as the console's code does, not with this file.
 */
const signInShell = (): Plugin => ({
  name: 'sign-in-shell',
  async transformIndexHtml(html) {
    const { module } = await runnerImport<typeof import('./scripts/signInShell')>('/scripts/signInShell.ts');
    return module.withSignInShell(html);
  },
});

/**
 * The console's code (src/main.tsx's stages, src/boot.tsx last, and what they import), named in
 * index.html for public/sign-in-shell.js: a browser holding a session fetches it from the start,
 * beside the first paint (src/main.tsx only evaluates it after the first frame). The sign-in page
 * does not: on a phone's slow network those downloads would share the bandwidth the first paint
 * needs, and main.tsx asks for the code once the page is drawn.
 * The screens' own code is named too, the dashboard's and the other screens' (src/screens.ts), for
 * the same script to ask for after the console's when a session opens on one: Vite's own
 * preloading would add its fifty links in one task of the console's start.
 */
const preloadConsole = (): Plugin => ({
  name: 'preload-console',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
      const chunkOf = (file: string) => chunks.find((chunk) => chunk.fileName === file);
      // What src/main.tsx imports, in its stages: React's renderer, ./materialUi, ./libraries, ./domain/labels, then ./boot.
      const entry = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/main.tsx')));
      const stages = entry?.dynamicImports ?? [];
      const staged = (source: string) => stages.some((file) => chunkOf(file)?.facadeModuleId?.endsWith(source));
      if (!staged('/src/libraries.ts') || !staged('/src/boot.tsx')) throw new Error('src/main.tsx no longer imports ./libraries and ./boot: preload-console names no code');
      // A chunk's files: itself and what it imports, all the way down.
      const graphOf = (roots: string[]) => {
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of chunkOf(file)?.imports ?? []) visit(imported);
        };
        roots.forEach(visit);
        return files;
      };
      const consoleFiles = graphOf(stages);
      const meta = (attributes: string, files: Iterable<string>) => `<meta ${attributes} content="${[...files].map((file) => `/${file}`).join(' ')}" />`;
      // A screen's files beyond the console's.
      const screenMeta = (screen: string, source: string) => {
        const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source));
        if (!page) throw new Error(`no chunk for ${source}: preload-console names no screen code`);
        return meta(`name="screen-modules" data-screen="${screen}"`, [...graphOf([page.fileName])].filter((file) => !consoleFiles.has(file)));
      };
      const metas = [meta('name="console-modules"', consoleFiles), screenMeta('dashboard', '/src/dashboard/Dashboard.tsx'), screenMeta('resource', '/src/engine/ResourcePage.tsx')];
      // Before the script that reads it (a tag injected into the head would come after it).
      const shellScript = '<script src="/sign-in-shell.js"></script>';
      if (!html.includes(shellScript)) throw new Error(`index.html has no ${shellScript}`);
      return html.replace(shellScript, [...metas, shellScript].join('\n    '));
    },
  },
});

/**
 * Every chunk of the console starts with V8's compile hint: its functions are compiled as the
 * file arrives, on a background thread, rather than each on the main thread at its first call.
 * A chunk is loaded when it is about to run (the start, a screen, a dialog), and without the
 * hint that compiling was most of the start's long tasks on a phone's CPU. Browsers without the
 * hint read a comment.
 */
const compileHints = (): Plugin => ({
  name: 'compile-hints',
  apply: 'build',
  // After Vite's own rewriting of the chunks that import others on demand.
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const output of Object.values(bundle)) if (output.type === 'chunk') output.code = `//# allFunctionsCalledOnLoad\n${output.code}`;
    },
  },
});

/**
 * A screen test renders React and MUI into jsdom, and most of what it allocates dies young: a
 * larger young generation than Node's default spends less of the run collecting it.
 */
const SCREEN_TEST_NODE_FLAGS = ['--max-semi-space-size=64'];

/** What both PostgreSQL projects share: the engine for server/test/helpers.ts, the run's private cluster, a database per file. */
const ON_POSTGRES: TestProjectInlineConfiguration['test'] = {
  env: { TEST_DATABASE: 'postgres' },
  setupFiles: ['server/test/postgresFile.ts'],
  environment: 'node',
  testTimeout: 20_000,
  hookTimeout: 60_000,
  globalSetup: ['server/test/postgresSetup.ts'],
};

export default defineConfig({
  plugins: [react(), signInShell(), preloadConsole(), compileHints()],
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: false }, '^/status/': { target: apiTarget, changeOrigin: false } } },
  resolve: {
    alias: {
      // node-polyglot's polyfill of Object.entries, for browsers older than the console supports.
      // Its helpers (get-intrinsic) probe the engine by throwing as react-admin's modules are
      // evaluated, and with developer tools attached (Lighthouse among them) each error thrown
      // makes the browser work out source positions for every script on the stack.
      'object.entries': fileURLToPath(new URL('./src/i18n/objectEntries.cjs', import.meta.url)),
    },
  },
  build: { outDir: 'dist', chunkSizeWarningLimit: 2000 },
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, so the screen
    // test files ran one after another while the main process sat mostly idle. At least two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: { name: 'domain', include: ['src/domain/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'console',
          include: ['src/**/*.test.{ts,tsx}', 'tests/support/**/*.test.{ts,tsx}'],
          // The domain's own project; a test that declares a resource into the registry runs alone (below).
          exclude: ['src/domain/**', 'src/resources/plainResource.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/console.ts'],
          // Every render makes its own providers and the setup file cleans the page and storage after
          // each test, so the files of one worker can share the loaded modules (react-admin, MUI)
          // instead of loading them again per file.
          isolate: false,
          // A screen test types into several inputs of a whole rendered console: on 2 busy cores one can take 20 s.
          testTimeout: 40_000,
          execArgv: SCREEN_TEST_NODE_FLAGS,
        },
      },
      {
        extends: true,
        test: {
          name: 'console-alone',
          include: ['src/resources/plainResource.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/console.ts'],
          testTimeout: 40_000,
          execArgv: SCREEN_TEST_NODE_FLAGS,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          // Declares a resource of its own into the server's tables: it runs alone (below).
          // The PostgreSQL files need the cluster of their own project (server-pg).
          exclude: ['server/crud/crud.test.ts', 'server/**/*.pg.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          // Each file builds its own app on its own database, so the files of one worker can share
          // the loaded modules (Fastify, Kysely, the routes) instead of loading them again per file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'server-alone', include: ['server/crud/crud.test.ts'], environment: 'node', testTimeout: 20_000 },
      },
      {
        extends: true,
        test: {
          name: 'server-pg',
          // The whole server suite again on PostgreSQL (TEST_DATABASE makes server/test/helpers.ts
          // build every app there), plus the files about PostgreSQL alone: one private cluster for
          // the run (initdb takes a few seconds), each app on its own copy of a template database.
          // It fails when PostgreSQL is not installed.
          include: ['server/**/*.test.ts'],
          exclude: [
            // SQLite's by nature: the online backup of the database file and its restore.
            'server/backup.test.ts',
            'server/backupCli.test.ts',
            'server/backupWorker.test.ts',
            // SQLite's connection and its pragmas, and its search migrations (FTS5 views and settings).
            'server/db/connect.test.ts',
            'server/db/searchMigrations.test.ts',
            // SQLite numbers activity entries in their INSERT; PostgreSQL from a sequence.
            'server/db/activityNumbering.test.ts',
            // A server process on a SQLite DATA_DIR (its start on PostgreSQL: server/index.pg.test.ts).
            'server/index.test.ts',
            // Declares a resource of its own into the server's tables: it runs alone (server-pg-alone).
            'server/crud/crud.test.ts',
            // No database, or a SQLite connection of their own: the same test on either engine.
            'server/auth/tokens.test.ts',
            'server/auth/userLookup.test.ts',
            'server/bodyLimit.test.ts',
            'server/config.test.ts',
            'server/db/ids.test.ts',
            'server/db/rechargeTotals.test.ts',
            'server/demo/people.test.ts',
            'server/resources/migrationNumbers.test.ts',
          ],
          ...ON_POSTGRES,
          // As the server project: each file builds its own apps on their own databases, so the
          // files of one worker share the loaded modules.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-pg-alone',
          include: ['server/crud/crud.test.ts'],
          ...ON_POSTGRES,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // One file at a time, in a project of its own (below).
          exclude: ['tests/e2e/languages.test.ts'],
          environment: 'node',
          // Each file starts its own server and browser (useE2E), so the files of one worker can
          // share the loaded modules (playwright-core, the harness) instead of loading them again.
          isolate: false,
          // Two files at a time, the root's maxWorkers (a project's own, inherited through
          // `extends`, wins over the command line's --maxWorkers): Chromium's renderers are most
          // of the CPU, so a third file at once only makes each slower on 2 cores.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll's own 1 s is less than a searched list takes to answer and draw while
          // another file's Chromium shares the two cores; 15 s, as UI_TIMEOUT_MS in tests/e2e/harness.ts.
          expect: { poll: { timeout: 15_000 } },
          globalSetup: ['tests/e2e/globalSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The languages check with its six concurrent pages, alone after the other flows: side by
          // side with another file, its pages never loaded on 2 cores.
          name: 'e2e-alone',
          include: ['tests/e2e/languages.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll's own 1 s is less than a searched list takes to answer and draw while
          // another file's Chromium shares the two cores; 15 s, as UI_TIMEOUT_MS in tests/e2e/harness.ts.
          expect: { poll: { timeout: 15_000 } },
          globalSetup: ['tests/e2e/globalSetup.ts'],
        },
      },
    ],
  },
});
