import type { ComponentType, LazyExoticComponent } from 'react';
import type { ListRows } from '../api/listRows';
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
  /** How one record is named on its buttons and confirmations (default: a person's full name, else `name`). */
  recordRepresentation?: (record: R) => string;
  /** How one record reads as a picker's option, with what tells it apart ('Kasun Perera · 0771234567 · …'). */
  pickerText?: (record: R) => string;
  /** Filters beside the search box, each a removable chip while active. */
  filters?: readonly FilterDeclaration[];
  /** Figures above the list, from the filtered rows (or all rows); labels `resources.<name>.summary.<key>`. */
  summary?: readonly SummaryDeclaration<R>[];
  /** Figures under the create / edit form, live as the user types (a bill's total). */
  formFigures?: readonly FormFigureDeclaration[];
  /** Table columns after "SL No." and before "Actions". */
  columns: readonly ColumnDeclaration[];
  /**
   * Records of other resources attached to each row under a name, found by an id field (a
   * sale's buyer, from customers or agents by `soldToType`): search, columns and dialogs then
   * read their fields ('buyer.nicNumber'). Read from those resources' cached lists; a list that
   * cannot be read attaches nothing.
   */
  joins?: Readonly<Record<string, JoinDeclaration>>;
  /**
   * Route answers the create / edit form reads while open, by name (a sale's provider balances:
   * `{ balances: 'GET /recharge/balance' }`); inputs' `contextRules` receive them.
   */
  formData?: Readonly<Record<string, RouteSpec>>;
  /** Create and edit dialog inputs, in order. */
  inputs: readonly InputDeclaration<R>[];
  list?: {
    pageSizes?: readonly number[];
    /** Spec §9: 10 unless a screen says otherwise. */
    defaultPageSize?: number;
    defaultSort?: { field: string; order: 'ASC' | 'DESC' };
    /** Spec §9: 500 ms unless a screen says otherwise (products: 300). */
    searchDebounceMs?: number;
    /** Always applied, never shown as a filter (the products page lists normal products only). */
    filter?: Record<string, unknown>;
  };
  /**
   * Resources whose lists a write here changes (a bill takes stock: `['products']`): the
   * dataProvider drops their cached collections too, so their screens show it without a reload.
   */
  affects?: readonly ResourceName[];
  /** Spec §8 "fallback only" failures: ignore the server's message for these. */
  fallbackOnlyFailures?: readonly ('create' | 'update' | 'delete')[];
  /**
   * More buttons for each row, before Edit and Delete, each shown to roles granted its
   * action: a button of the resource's own, or a dialog (details, WhatsApp, print, a small
   * form) whose open state is in the URL, `/<resource>/<id>/<name>`.
   */
  rowActions?: readonly RowActionDeclaration<R>[];
  /** Buttons above the list (a revenue report), each opening a dialog at `/<resource>/<name>`. */
  listActions?: readonly ListActionDeclaration[];
  /** Why a record cannot be deleted (its tooltip), or undefined when it can. */
  deleteBlockedBy?: (record: R) => MessageKey | undefined;
  /**
   * Headers that make an update conditional on the record as it was read (`If-Match`), added
   * by the dataProvider to every update of the resource (edit dialog, row forms).
   */
  preconditions?: (record: R) => Record<string, string>;
  /**
   * The edit form's starting values from the record, where the form holds a field otherwise than
   * the API answers it (a repair's issues as their ids, its return date as a Colombo moment).
   */
  formValues?: (record: R) => Record<string, unknown>;
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

/** Which record of which resource a row refers to (see `joins`): a resource, or one chosen by another field's value. */
export interface JoinDeclaration {
  /** The field holding the other record's id. */
  id: string;
  reference: ResourceName | { by: string; map: Readonly<Record<string, ResourceName>> };
}

/**
 * A form rule that also sees the answers of the declaration's `formData` routes (a sale's value
 * within its provider's balance). Answers a message key, or a finished message's text.
 */
export type ContextRule = (
  value: unknown,
  record: Record<string, unknown>,
  data: Readonly<Record<string, unknown>>,
) => MessageKey | { text: string } | undefined;

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

/**
 * How a column shows its value: `quantity` is a stock badge (above 9999 shown as '9999+'),
 * `tags` a list of names (at most two, then '+N more'), `person` a nested person's full name,
 * `percent` a number with one decimal and '%' (a margin).
 */
export type ColumnKind =
  | 'text'
  | 'fullName'
  | 'person'
  | 'email'
  | 'enum'
  | 'status'
  | 'money'
  | 'integer'
  | 'percent'
  | 'quantity'
  | 'tags'
  | 'date'
  | 'datetime';

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
  /** A value computed from the record (a line's amount) instead of read from `source`. */
  value?: (record: any) => unknown;
  /** For `enum` / `status`: the chip's colour for a value (a repair's status); for `percent`: the text's colour (a margin). */
  color?: (value: unknown) => ChipColor;
  /** Summed over the rows of the current page in a total row under the table (money, integers). */
  pageTotal?: boolean;
  /** For `money`: decimals shown (default 2; a unit cost: 4). */
  decimals?: number;
  /** Hovering the cell shows these fields of the record, one 'Label: value' a line (created and updated times). */
  tooltip?: readonly ColumnDeclaration[];
}

export type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

/**
 * Where an enum's values come from: a fixed list (labels from
 * `resources.<name>.choices.<source>.<value>`), a server list (`GET /repairs/statuses` answering
 * `[{ name }]`: `field` names the value), or another resource's records (expense categories).
 */
export type ChoicesSource =
  | readonly string[]
  | { route: RouteSpec; field: string }
  | { reference: ResourceName };

/**
 * A filter beside the search box. `enum` matches one of `choices` (labels from
 * `resources.<name>.choices.<source>.<value>`); `day` one Asia/Colombo day; `dateRange`
 * from–to days; `atMost` a number no greater than the one typed (stock at or below 5);
 * `flag` a switch keeping the records `match` accepts (`source` names it in the URL: repairs
 * past their expected return date). Labels: `resources.<name>.filters.<source>`, or
 * `.<label>` when given (one field filtered two ways: an expense's specific date and its date range).
 */
export type FilterDeclaration = { label?: string } & (
  | { kind: 'enum'; source: string; choices: ChoicesSource }
  | { kind: 'day' | 'dateRange' | 'atMost'; source: string }
  | { kind: 'flag'; source: string; match: (record: any, now: number) => boolean }
);

/**
 * One figure above a list: from the rows the list matched (total sales of the filtered bills),
 * or from a route's answer (a provider's balance from `GET /recharge/balance`), read once and
 * again after every write to the resource.
 */
export type SummaryDeclaration<R extends ShopRecord = ShopRecord> = {
  key: string;
  kind: 'count' | 'money' | 'text';
  /** Shown only to roles granted this action on the resource ('cost' for profit). */
  access?: Action;
} & ({ value: (rows: ListRows<R>) => number | string } | { route: RouteSpec; pick: (answer: any) => number | string });

/** A live figure of a form, computed from its values (see `formFigures`). */
export interface FormFigureDeclaration {
  key: string;
  kind: 'count' | 'money' | 'percent';
  /** Resources whose (cached) records the figure reads besides the values (a repair's issue prices). */
  from?: readonly ResourceName[];
  value: (values: Record<string, any>, records: Partial<Record<ResourceName, ShopRecord[]>>) => number;
}

/** What every row action says: who may use it, its URL segment and label, and for which rows. */
interface RowActionBase<R extends ShopRecord> {
  /** The permission asked of the matrix (e.g. 'refill', 'show'). */
  action: Action;
  /** URL segment and label key `resources.<name>.actions.<name>` (default: `action`). */
  name?: string;
  icon?: ComponentType<{ fontSize?: 'small' }>;
  /** Offered only for the records this accepts (a repair's WhatsApp once it is back). */
  when?: (record: R) => boolean;
}

/** The row action kinds; each but `component` opens a dialog rendered by the engine. */
export type RowActionDeclaration<R extends ShopRecord = ShopRecord> = RowActionBase<R> &
  (
    | { component: ComponentType }
    | { dialog: LazyExoticComponent<ComponentType<RowDialogProps>> }
    | { form: RowFormDeclaration<R> }
    | { details: DetailsDeclaration }
    | { whatsapp: WhatsAppDeclaration<R> }
    | { print: Loader<(record: R, context: PrintContext) => PrintDocument> }
  );

/**
 * A function that loads with its dialog, not with the first screen (a receipt's layout, a
 * message's wording need date formatting): `() => import('./billDocuments').then((m) => m.billReceipt)`.
 */
export type Loader<T> = () => Promise<T>;

/** What a row dialog receives. */
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
  figures?: readonly { key: string; kind: 'count' | 'money'; value: (values: Record<string, any>, record: R) => number }[];
  /** The success notice from the saved record (default `resources.<name>.notifications.<action>Done`). */
  success?: (saved: ShopRecord) => string;
  /** Spec §8 "fallback only": the server's reason goes under the fallback title, never instead of it. */
  fallbackOnly?: boolean;
}

/** The Details dialog: label/value pairs, and optionally a table of the record's lines. */
export interface DetailsDeclaration {
  fields: readonly ColumnDeclaration[];
  /** Labels `resources.<name>.lines.<column>`. */
  lines?: { source: string; columns: readonly ColumnDeclaration[] };
}

/** The Send WhatsApp dialog (spec §5, §8): whom, and the editable default message. */
export interface WhatsAppDeclaration<R extends ShopRecord = ShopRecord> {
  /** Numbers to try in order (WhatsApp, then phone). */
  numbers: (record: R) => readonly unknown[];
  /** The spec's message when none is there (or one per record: a customer's or an agent's wording). */
  missing: MessageKey | ((record: R) => MessageKey);
  message: Loader<(record: R, translate: (key: string, options?: object) => string) => string>;
}

/** A list-level button and its dialog, at `/<resource>/<name>`. */
export type ListActionDeclaration = {
  action: Action;
  name: string;
  icon?: ComponentType;
} & ({ report: ReportDeclaration } | { dialog: LazyExoticComponent<ComponentType<{ onClose: () => void }>> });

/** A revenue report over a range of days: `GET <route>?from=YYYY-MM-DD&to=YYYY-MM-DD`. */
export interface ReportDeclaration {
  route: RouteSpec;
  /** Both days required (spec §5 repairs: 'Please select date range'); else either may be left open. */
  rangeRequired?: boolean;
  /** The answer's figures, labels `resources.<name>.report.<key>`. */
  figures: readonly { key: string; kind: 'count' | 'money' }[];
}

/** What a printed document (receipt, job card) may use besides the record. */
export interface PrintContext {
  translate: (key: string, options?: object) => string;
}

/** A receipt or job card, laid out by the engine for an 80 mm roll or A4. */
export interface PrintDocument {
  title: string;
  /** 'Bill No. 4F2A…' */
  number: string;
  date: string;
  /** Label/value lines under the heading (customer, device…). */
  details: readonly (readonly [string, string])[];
  table?: { headers: readonly string[]; rows: readonly (readonly string[])[]; numeric: readonly boolean[] };
  totals: readonly (readonly [string, string])[];
  /** Closing lines (served by, terms). */
  footer: readonly string[];
}

export type InputKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'password'
  | 'phone'
  | 'nic'
  | 'money'
  | 'integer'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'switch'
  | 'reference'
  | 'lines';

export interface InputDeclaration<R extends ShopRecord = ShopRecord> {
  source: string;
  kind: InputKind;
  /** Domain rules; their message keys are shown under the input, translated. */
  rules?: readonly Rule[];
  /** Rules that also see the form's `formData` answers (run after `rules`). */
  contextRules?: readonly ContextRule[];
  /**
   * Checked as the user types, not only on Save, and again whenever one of `recheckOn`
   * changes (a sale's amount when its provider changes).
   */
  liveCheck?: { recheckOn?: readonly string[] };
  /** For `enum`: the values (see ChoicesSource). */
  choices?: ChoicesSource;
  /** For `enum`: several values may be picked (a repair's issues); the form value is a list. */
  multiple?: boolean;
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
  /** For `textarea`: the most characters (a counter shows what is left). */
  maxLength?: number;
  /**
   * For `reference`: the resource picked from (its cached list, searched as the user types), or
   * one chosen by another field's value (a sale's buyer: `{ by: 'soldToType', map: { customer:
   * 'customers', agent: 'agents' } }`); changing that field clears the pick.
   */
  reference?: ResourceName | { by: string; map: Record<string, ResourceName> };
  /** For `reference`: fields of the same form or line set from the picked record (a line's price). */
  fill?: (picked: ShopRecord) => Record<string, unknown>;
  /** For `lines`: the inputs of one line; their rules see the line as the record. */
  lines?: readonly InputDeclaration[];
}
