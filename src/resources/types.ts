import type { ComponentType, LazyExoticComponent } from 'react';
import type { ListRows } from '../api/listRows';
import type { RouteSpec, RouteTable } from '../api/routes';
import type { Feature } from '../domain/features';
import type { Action, ResourceName } from '../domain/permissions';
import type { MessageKey } from '../domain/messages';
import type { Rule } from '../domain/validation';
import type { PrintContext, PrintDocument } from '../engine/dialogs/PrintedDocument';
import type { ResourceViews } from '../engine/views';
import type { ShopDetails } from '../engine/shop';

/**
 * A resource declared once, as data: only the words two or more screens use. What one screen
 * alone needs is react-admin code in its folder, in its `views`. Labels and
 * notices: `resources.<name>` in `src/i18n/en/resources/` (see docs/architecture.md).
 */
export interface ResourceDeclaration<R extends ShopRecord = ShopRecord> {
  /** react-admin resource name, URL path and key of the permission matrix. */
  name: ResourceName;
  icon: ComponentType;
  /** Side-menu placement; items in the same group nest under that group's label. */
  menu: { order: number; group?: string };
  /** Offered only by backends that name this feature at sign-in (our server's additions, product.md §10). */
  feature?: Feature;
  /** The shop's API call of each react-admin verb; absent, none (a screen of its own calls its API, as settings does). */
  routes?: RouteTable;
  /** How one record is named on its buttons and confirmations (default: a person's full name, else `name`); `translate` words coded values. */
  recordRepresentation?: (record: R, translate?: (key: string, options?: object) => string) => string;
  /** How one record reads as a picker's option, with what tells it apart ('Kasun Perera · 0771234567 · …'). */
  pickerText?: (record: R) => string;
  /** Table columns after "SL No." and before "Actions". */
  columns: readonly ColumnDeclaration[];
  /** Create and edit dialog inputs, in order. */
  inputs: readonly InputDeclaration[];
  list?: ListDeclaration<R>;
  /** Buttons of each row before Edit and Delete, for roles granted their action; each opens a dialog at `/<resource>/<id>/<name>`. */
  rowActions?: readonly RowActionDeclaration<R>[];
  /** Buttons above the list (a revenue report), each opening a dialog at `/<resource>/<name>`. */
  listActions?: readonly ListActionDeclaration[];
  /** Failures whose notice keeps the screen's own wording, with the server's reason beneath it. */
  fallbackOnlyFailures?: readonly ('create' | 'update' | 'delete')[];
  /** Its folder's react-admin views (`() => import('./views')`, src/engine/views.ts); without, the engine's. */
  views?: () => Promise<{ default: ResourceViews }>;
}

/** How the list screen searches, filters, sums and pages. */
export interface ListDeclaration<R extends ShopRecord = ShopRecord> {
  /** Fields the search box looks in (the `q` filter), matched case-insensitively. */
  search?: readonly string[];
  /** Filters beside the search box, each a removable chip while active. */
  filters?: readonly FilterDeclaration[];
  /** Figures above the list: labels `resources.<name>.summary.<key>`. */
  summary?: readonly (Figure<[rows: ListRows<R>]> | RouteFigure)[];
  pageSizes?: readonly number[];
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** Columns the CSV export carries after the table's, not shown in the table (a bill's number, its items with quantities). */
  exportColumns?: readonly ColumnDeclaration[];
}

export type FormMode = 'create' | 'edit';

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

/** A figure computed from what its place gives it (a list's rows, a form's values, a report's answer), for roles granted `access`. */
export interface Figure<Input extends unknown[] = [unknown]> {
  key: string;
  kind: FigureKind;
  access?: Action;
  value: (...input: Input) => number | string;
  /** Only a `RouteFigure` reads a route. */
  route?: never;
}

/** A list figure from a route's answer instead of the rows (a provider's balance), read again after every write. */
export interface RouteFigure extends Omit<Figure<[answer: any]>, 'route'> {
  route: RouteSpec;
}

export type FigureKind = 'count' | 'money' | 'percent' | 'text';

/** How a column shows its value (`quantity`: a stock badge; `tags`: two names, then '+N more'; `person`: a nested full name). */
export type ColumnKind = 'text' | 'fullName' | 'person' | 'email' | 'enum' | 'status' | 'money' | 'integer' | 'percent' | 'quantity' | 'tags' | 'date' | 'datetime';

export interface ColumnDeclaration {
  /** Record field (dotted for nested ones); for `fullName` the column reads firstName and lastName and sorts by `source`. */
  source: string;
  kind: ColumnKind;
  sortable?: boolean;
  /** Shown only to roles granted this action on the resource (e.g. 'audit', 'cost'). */
  access?: Action;
  /** Hidden until the user shows it with the Columns button (remembered per browser). */
  optional?: boolean;
  /** For `tags`: the field of each item that names it (default: the item itself). */
  tagField?: string;
  /** A value computed from the record (a line's amount, a staff member's status) instead of read from `source`; `translate` for one said in words. */
  value?: (record: any, translate: (key: string, options?: object) => string) => unknown;
  /** For `enum` / `status`: the chip's colour for a value (a repair's status); for `percent`: the text's colour (a margin). */
  color?: (value: unknown) => ChipColor;
  /** For `money`: decimals shown (default 2; a unit cost: 4). */
  decimals?: number;
  /** Shown (in lists, details and exports) only by backends that name this feature at sign-in (product.md §10). */
  feature?: Feature;
  /** In Details: shown only for the records this accepts (how a bill or a recharge sale was paid, on one that has a payment). */
  when?: (record: any) => boolean;
}

export type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

/** An enum's values: a fixed list (labels `resources.<name>.choices.<source>.<value>`), a server list, or another resource's records. */
export type ChoicesSource = readonly string[] | { route: RouteSpec; field: string } | { reference: ResourceName };

/**
 * A filter beside the search box: `enum` one of `choices`; `day` one Asia/Colombo day;
 * `dateRange` from–to days; `atMost` a number at most the one typed; `flag` a switch keeping
 * what `match` accepts. Label `resources.<name>.filters.<label ?? source>`. With `feature`, shown
 * only by backends that name it at sign-in (product.md §10); with `access`, only to roles granted it.
 */
export type FilterDeclaration = { label?: string; feature?: Feature; access?: Action } & (
  | { kind: 'enum'; source: string; choices: ChoicesSource }
  | { kind: 'day' | 'dateRange' | 'atMost'; source: string }
  | { kind: 'flag'; source: string; match: (record: any, now: number) => boolean }
);

interface RowActionBase<R extends ShopRecord> {
  /** The permission asked of the matrix (e.g. 'refill', 'show'). */
  action: Action;
  /** URL segment and label key `resources.<name>.actions.<name>` (default: `action`). */
  name?: string;
  icon?: ComponentType<{ fontSize?: 'small' }>;
  /** Offered only for the records this accepts (a repair's WhatsApp once it is back). */
  when?: (record: R) => boolean;
  /** Offered only by backends that name this feature at sign-in (product.md §10). */
  feature?: Feature;
}

/** The row action kinds: each opens a dialog, the engine's or the screen's own (`dialog`). */
export type RowActionDeclaration<R extends ShopRecord = ShopRecord> = RowActionBase<R> &
  (
    | { dialog: LazyExoticComponent<ComponentType<RowDialogProps>> }
    | { form: RowFormDeclaration<R> }
    | { details: DetailsDeclaration }
    | { whatsapp: WhatsAppDeclaration<R> }
    | { print: Loader<(record: R, context: PrintContext) => PrintDocument> }
  );

/** A function that loads with its dialog, not with the first screen: `() => import('./billDocuments').then((m) => m.billReceipt)`. */
export type Loader<T> = () => Promise<T>;

export interface RowDialogProps {
  id: string;
  onClose: () => void;
}

/** A small form opened from a row (refill stock, change status), sent through `route` or the update verb. */
export interface RowFormDeclaration<R extends ShopRecord = ShopRecord> {
  inputs: readonly InputDeclaration[];
  /** The call; absent: the resource's update route (through the dataProvider). */
  route?: RouteSpec;
  /** The body, from the form's values and the record as the dialog read it. */
  payload: (values: Record<string, any>, record: R) => Record<string, unknown>;
  /** Live figures under the inputs, from the values and the record. */
  figures?: readonly Figure<[values: Record<string, any>, record: R]>[];
}

/** The Details dialog: label/value pairs, and optionally a table of the record's lines. */
export interface DetailsDeclaration {
  fields: readonly ColumnDeclaration[];
  /** Labels `resources.<name>.lines.<column>`. */
  lines?: { source: string; columns: readonly ColumnDeclaration[] };
}

/** The Send WhatsApp dialog: whom, and the editable default message. */
export interface WhatsAppDeclaration<R extends ShopRecord = ShopRecord> {
  /** Numbers to try in order (WhatsApp, then phone). */
  numbers: (record: R) => readonly unknown[];
  /** The message when none is there (or one per record: a customer's or an agent's wording). */
  missing: MessageKey | ((record: R) => MessageKey);
  /**
   * `shop`: the shop's details to sign off with (product.md §10), when the dialog has them.
   * `translate` and `locale` are the recipient's language (their preferred one, else the screen's).
   */
  message: Loader<(record: R, translate: (key: string, options?: object) => string, shop?: ShopDetails, locale?: string) => string>;
}

/** A list-level button and its dialog, at `/<resource>/<name>`: a revenue report, or the screen's own `dialog` (a repair's warranty check). */
export type ListActionDeclaration = {
  action: Action;
  name: string;
  icon?: ComponentType;
  /** Offered only by backends that name this feature at sign-in (product.md §10). */
  feature?: Feature;
} & ({ report: ReportDeclaration } | { dialog: LazyExoticComponent<ComponentType<{ onClose: () => void }>> });

/**
 * A revenue report over a range of days, both required: `GET <route>?from=YYYY-MM-DD&to=YYYY-MM-DD`;
 * with `rangeFeature`, only where the backend names it, and otherwise all time (`GET <route>`, the
 * bills report of product.md §7).
 */
export interface ReportDeclaration {
  route: RouteSpec;
  rangeFeature?: Feature;
  /** The answer's figures, labels `resources.<name>.report.<key>`. */
  figures: readonly Figure<[answer: Record<string, number>]>[];
  /** Where a backend offers it, the same days' takings by day and by business, printed and exported (src/engine/dialogs/TakingsBreakdown.tsx). */
  breakdown?: { route: RouteSpec; feature: Feature };
}

/** `language`: a person's preferred language (src/domain/languages.ts), each named in itself, labelled `languages.preferred`. */
export type InputKind = 'text' | 'textarea' | 'email' | 'password' | 'phone' | 'nic' | 'money' | 'integer' | 'date' | 'datetime' | 'enum' | 'reference' | 'language';

export interface InputDeclaration {
  source: string;
  kind: InputKind;
  /** Domain rules; their message keys are shown under the input, translated. */
  rules?: readonly Rule[];
  /** For `enum`: the values (see ChoicesSource). */
  choices?: ChoicesSource;
  /** Which dialogs show the input (default both). */
  modes?: readonly FormMode[];
  /** Visible but not editable in these modes (e.g. email on edit, role on create). */
  readOnlyIn?: readonly FormMode[];
  /** Value on create. */
  defaultValue?: unknown;
  /** On create, starts as a copy of this input and follows it until the user makes it differ (WhatsApp from phone). */
  follows?: string;
  /** Shown only to roles granted this action on the resource (e.g. 'cost'). */
  access?: Action;
  /** Full width in the dialog's two-column grid. */
  fullWidth?: boolean;
  /** For `textarea`: the most characters (a counter shows what is left). */
  maxLength?: number;
  /** For `reference`: the resource picked from, or one chosen by another field's value (a sale's buyer by `soldToType`). */
  reference?: ResourceName | { by: string; map: Record<string, ResourceName> };
  /** Shown (and sent) only by backends that name this feature at sign-in (how an expense was paid, product.md §10). */
  feature?: Feature;
  /** For `reference`: the picker offers first the records the backend keeps itself (a bill's walk-in customer, product.md §10), which other pickers and lists leave out. */
  builtIns?: boolean;
}
