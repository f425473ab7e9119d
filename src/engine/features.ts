import { resourceOffered, type Feature } from '../domain/features';
import { readFeatures, readNamed } from '../session';

/**
 * Is a declared screen or row action offered by the backend signed in to? Our server's
 * additions (payments, accounts: product.md §10) name a feature; the shop's own backend names
 * none at sign-in, so they stay hidden there instead of failing.
 */
export function offeredByBackend(item: { feature?: Feature }): boolean {
  return !item.feature || readFeatures().includes(item.feature);
}

/** Is a resource offered by the backend signed in to? The spec's screens always; any other where the backend names it or its feature. */
export function resourceOfferedByBackend(resource: { name: string; feature?: Feature }): boolean {
  return resourceOffered(resource, readNamed());
}
