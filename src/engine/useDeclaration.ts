import { useResourceContext } from 'react-admin';
import { findResource } from '../resources/registry';
import type { ResourceDeclaration } from '../resources/types';

/** The declaration of the resource whose screen is rendering. */
export function useDeclaration(): ResourceDeclaration<any> {
  const name = useResourceContext();
  const declaration = name ? findResource(name) : undefined;
  if (!declaration) throw new Error(`No resource declaration for "${name}"`);
  return declaration;
}
