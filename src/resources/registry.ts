import type { ResourceDeclaration } from './types';

/**
 * Every resource of the console, found by folder: each `index.ts` under src/resources
 * exports its declaration (a folder of several screens re-exports theirs), so adding a
 * resource is adding its folder. App.tsx, the menu and the dataProvider map over this list.
 */
const modules = import.meta.glob<Record<string, unknown>>('./**/index.ts', { eager: true });

/** A declaration among a module's exports (beside its record types' helpers: action lists, input lists). */
export const isResourceDeclaration = (value: unknown): value is ResourceDeclaration<any> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as ResourceDeclaration).name === 'string' &&
  Array.isArray((value as ResourceDeclaration).columns) &&
  Array.isArray((value as ResourceDeclaration).inputs);

/** The declarations among some modules' exports, each once, in menu order. */
export function collectDeclarations(exports: readonly Record<string, unknown>[]): ResourceDeclaration<any>[] {
  const found = new Set(exports.flatMap((module) => Object.values(module).filter(isResourceDeclaration)));
  return [...found].sort((a, b) => a.menu.order - b.menu.order);
}

export const registry: readonly ResourceDeclaration<any>[] = collectDeclarations(Object.values(modules));

export function findResource(name: string): ResourceDeclaration<any> | undefined {
  return registry.find((resource) => resource.name === name);
}
