import { isPlainResource, type PlainResource } from './declaration';

/** The plain resources among some modules' exports, in file order, each once. */
export function collectPlainResources(modules: readonly Record<string, unknown>[]): PlainResource<any>[] {
  return [...new Set(modules.flatMap((module) => Object.values(module).filter(isPlainResource)))];
}
