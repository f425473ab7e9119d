import type { ComponentType } from 'react';
import type { FormMode, ResourceDeclaration } from '../resources/types';
import { lazyScreen, type LazyScreen } from './lazyScreen';

export interface DialogProps {
  mode: FormMode;
  /** The record id when editing. */
  id?: string;
  onClose: () => void;
}

/**
 * A resource's react-admin views, the default export of its folder's `views.tsx`: the list, and
 * the add and edit dialogs that open over it at `/<resource>/create` and `/<resource>/<id>`
 * (the spec's dialogs; react-admin's demo opens its reviews' edit over their list the same way).
 * A view left out is the engine's: `<ResourceList />`, `<ResourceFormDialog />`.
 */
export interface ResourceViews {
  list?: ComponentType;
  create?: ComponentType<DialogProps>;
  edit?: ComponentType<DialogProps>;
}

export interface LoadedViews {
  list: LazyScreen;
  create: LazyScreen<DialogProps>;
  edit: LazyScreen<DialogProps>;
}

const loaded = new WeakMap<ResourceDeclaration<any>, LoadedViews>();

/** The views of a resource, each loading with its screen (the engine's where the folder has none). */
export function viewsOf(declaration: ResourceDeclaration<any>): LoadedViews {
  let views = loaded.get(declaration);
  if (!views) {
    const own = () => declaration.views?.().then((module) => module.default) ?? Promise.resolve<ResourceViews>({});
    views = {
      list: lazyScreen(async () => ({ default: (await own()).list ?? (await import('./list/ResourceList')).ResourceList })),
      create: lazyScreen(async () => ({ default: (await own()).create ?? (await import('./dialogs/ResourceFormDialog')).ResourceFormDialog })),
      edit: lazyScreen(async () => ({ default: (await own()).edit ?? (await import('./dialogs/ResourceFormDialog')).ResourceFormDialog })),
    };
    loaded.set(declaration, views);
  }
  return views;
}

/** As react-admin's `<Create transform>`: a form's values as the API's payload, for each mode. */
export type FormPayload = (values: Record<string, any>, mode: FormMode) => Record<string, unknown>;

/** A question asked before a form saves: the i18n key of its `title` and `content`, or undefined to save at once. */
export type SaveQuestion = (values: Record<string, any>) => string | undefined;
