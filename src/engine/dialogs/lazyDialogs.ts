import { lazy } from 'react';

/**
 * The engine's add / edit dialog in a chunk of its own, for a resource's views: a list's first
 * rows never wait for form code, which loads when the dialog first opens.
 */
export const ResourceFormDialog = lazy(() => import('./ResourceFormDialog').then((module) => ({ default: module.ResourceFormDialog })));
