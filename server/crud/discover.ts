import { isPlainResource, type PlainResource } from './declaration';

/**
 * Which files of server/resources declare plain resources: every TypeScript file there but
 * its index and its tests. scripts/build-server.mjs applies the same rule when it bundles
 * the folder (it cannot list a folder at run time), so keep the two alike.
 */
export const isResourceFile = (name: string) =>
  name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts') && name !== 'index.ts';

/** The plain resources among some modules' exports, in file order, each once. */
export function collectPlainResources(modules: readonly Record<string, unknown>[]): PlainResource<any>[] {
  return [...new Set(modules.flatMap((module) => Object.values(module).filter(isPlainResource)))];
}
