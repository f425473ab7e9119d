import type { ComponentType, LazyExoticComponent } from 'react';
import type { Action, ResourceName } from '../domain/permissions';
import type { MessageKey } from '../domain/messages';
import type { Rule } from '../domain/validation';

/**
 * A resource declared once, as data. The registry lists these; the menu, the routes, the
 * dataProvider and the generic screens all read them. Labels and notices come from
 * `src/i18n/en.ts` under `resources.<name>` (see the README's "Adding a resource").
 */
export interface ResourceDeclaration<R extends ShopRecord = ShopRecord> {
  /** react-admin resource name, URL path and key of the permission matrix. */
  name: ResourceName;
  icon: ComponentType;
  /** Side-menu placement; items in the same group nest under that group's label. */
  menu: { order: number; group?: string };
  /**
   * How to reach the shop's API for each react-admin verb, as 'METHOD /path' with `:id`.
   * Absent: the resource is served by ra-data-simple-rest at `<apiBase>/<name>`.
   */
  routes?: RouteTable;
  /** Fields the list's search box looks in (the `q` filter), matched case-insensitively. */
  search?: readonly string[];
  /** Table columns after "SL No." and before "Actions". */
  columns: readonly ColumnDeclaration[];
  /** Create and edit dialog inputs, in order. */
  inputs: readonly InputDeclaration<R>[];
  list?: {
    pageSizes?: readonly number[];
    /** Spec §9: 10 unless a screen says otherwise. */
    defaultPageSize?: number;
    defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  };
  /** Spec §8 "fallback only" failures: ignore the server's message for these. */
  fallbackOnlyFailures?: readonly ('create' | 'update' | 'delete')[];
  /**
   * More buttons for each row, before Edit and Delete, each shown to roles granted its
   * action (e.g. a customer's History, for `history`). Rendered inside the row's record.
   */
  rowActions?: readonly { action: Action; component: ComponentType }[];
  /** Why a record cannot be deleted (its tooltip), or undefined when it can. */
  deleteBlockedBy?: (record: R) => MessageKey | undefined;
  /** Shapes the form values into the API payload for each mode. */
  transform?: (values: Partial<R>, mode: FormMode) => Record<string, unknown>;
  /**
   * Replace a generic screen part with a lazily loaded component of the resource's own:
   * the list, or the create / edit dialog (which receives the same props as the generic one).
   */
  components?: {
    list?: LazyExoticComponent<ComponentType>;
    create?: LazyExoticComponent<ComponentType<DialogProps>>;
    edit?: LazyExoticComponent<ComponentType<DialogProps>>;
  };
}

export type FormMode = 'create' | 'edit';

/** What the create / edit dialog of a resource receives. */
export interface DialogProps {
  mode: FormMode;
  /** The record id when editing. */
  id?: string;
  onClose: () => void;
}

/** Every record the shop's API answers carries `_id`; the dataProvider copies it to `id`. */
export interface ShopRecord {
  id: string;
  _id?: string;
  createdAt?: string;
  updatedAt?: string;
  createdByName?: string | null;
  updatedByName?: string | null;
  [key: string]: unknown;
}

/** 'GET /admins', 'PUT /admins/edit/:id' … */
export type RouteSpec = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

export interface RouteTable {
  list: RouteSpec;
  /** Absent: getOne/getMany read the record from the (cached) list. */
  one?: RouteSpec;
  create?: RouteSpec;
  update?: RouteSpec;
  delete?: RouteSpec;
  /** Key holding the list in an object answer, e.g. 'products' for `{products: [...]}`. */
  listKey?: string;
}

export type ColumnKind = 'text' | 'fullName' | 'email' | 'enum' | 'status' | 'money' | 'integer' | 'date' | 'datetime';

export interface ColumnDeclaration {
  /** Record field; for `fullName` the column reads firstName and lastName and sorts by `source`. */
  source: string;
  kind: ColumnKind;
  sortable?: boolean;
  /** Shown only to roles granted this action on the resource (e.g. 'audit', 'cost'). */
  access?: Action;
}

export type InputKind = 'text' | 'email' | 'password' | 'phone' | 'nic' | 'money' | 'integer' | 'date' | 'enum' | 'switch';

export interface InputDeclaration<R extends ShopRecord = ShopRecord> {
  source: string;
  kind: InputKind;
  /** Domain rules; their message keys are shown under the input, translated. */
  rules?: readonly Rule[];
  /** For `enum`: the values; labels from `resources.<name>.choices.<source>.<value>`. */
  choices?: readonly string[];
  /** Which dialogs show the input (default both). */
  modes?: readonly FormMode[];
  /** Visible but not editable in these modes (e.g. email on edit, role on create). */
  readOnlyIn?: readonly FormMode[];
  /** Disabled for some records (e.g. the status switch of a super admin). */
  disabledFor?: (record: R) => boolean;
  /** Value on create. For a `switch`, `onValue`/`offValue` map it to the stored value. */
  defaultValue?: unknown;
  switchValues?: { on: string; off: string };
  /** Shown only to roles granted this action on the resource (e.g. 'cost'). */
  access?: Action;
  /** Full width in the dialog's two-column grid. */
  fullWidth?: boolean;
}
