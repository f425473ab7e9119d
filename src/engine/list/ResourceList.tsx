import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { createContext, memo, useContext, useMemo, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { DataTable, List, useListContext, useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { ColumnDeclaration } from '../../resources/types';
import { offeredByBackend } from '../features';
import { useNotice } from '../notices';
import { useDeclaration } from '../useDeclaration';
import { useGrants } from '../useGrants';
import { ActiveFilters } from './ActiveFilters';
import { FilterForm, FilterFormsProvider } from './FilterForm';
import { columnLabel, isNumeric, keepsOneLine, renderCell } from './columnRenderers';
import { DeferredListContext } from './DeferredListContext';
import { filterInputs } from './filters';
import { ListPagination } from './ListPagination';
import { ListToolbar } from './ListToolbar';
import { LIST_STALE_MS, NeighbourPages } from './NeighbourPages';
import { isPageTotal } from './PageTotalRow';
import { PhoneFilters } from './PhoneFilters';
import { QuietListContext } from './QuietListContext';
import { RecordCards } from './RecordCards';
import { rowActionPermissions, RowActions, RowActionsScope } from './RowActions';
import { CREATED_ROW_SX, TABLE_CELL_STYLES } from './tableStyles';
import { SummaryFigures } from './SummaryFigures';

const DEFAULT_PAGE_SIZES = [10, 20, 50, 100] as const;
const NO_COLUMNS: readonly ColumnDeclaration[] = [];
/** How long the search box waits for the typing to stop, unless a screen says otherwise (product.md §9). */
const SEARCH_DEBOUNCE_MS = 500;

/** The location state a create leaves for the list: which row to highlight. */
export interface CreatedState {
  created?: string;
}

/**
 * The id of the record a create just added, from the location state (ResourcePage provides
 * it). A context, so the memoised list renders again when a record is created, not on every
 * change of the URL (a page turn, a dialog opening).
 */
export const CreatedRecordContext = createContext<string | undefined>(undefined);

/** Cells of the columns whose values must not wrap (money, dates…), by react-admin's `column-<source>` class. */
function oneLineCells(columns: readonly ColumnDeclaration[]) {
  const selector = columns
    .filter((column) => keepsOneLine(column.kind))
    .map((column) => `& td.column-${column.source.replace(/[^\w-]/g, '\\$&')}`)
    .join(', ');
  return selector ? { [selector]: { whiteSpace: 'nowrap' } } : {};
}

/** "SL No.": the row's position across pages, not its id. */
function SerialNumber() {
  const record = useRecordContext();
  const { data, page, perPage } = useListContext();
  const index = data?.findIndex((row) => row.id === record?.id) ?? -1;
  return <>{index < 0 ? '' : (page - 1) * perPage + index + 1}</>;
}

export interface ResourceListProps {
  /** A column's cell drawn the screen's own way, by source (a name with its record's times on hover). */
  cells?: Readonly<Record<string, (record: RaRecord) => ReactNode>>;
  /** A row under the table (DataTable's `foot`): a total of the page shown. */
  foot?: ComponentType;
  /** The Actions cell of each row, when the screen's differs from the engine's `<RowActions />`. */
  rowActions?: ReactElement;
  /** As react-admin's `<List filter>`: always applied, never shown as a filter (the products page lists normal products only). */
  filter?: Record<string, unknown>;
  /** As react-admin's `<List debounce>`: how long the search box waits for the typing to stop (product.md §9). */
  debounce?: number;
  /** As react-admin's `<List perPage>`: rows a page at first (product.md §9: 10). */
  perPage?: number;
  /** Said in the delete confirmation under its question, for the record asked about (a bill's closed day). */
  deleteNotice?: ComponentType<{ record: RaRecord }>;
  /** The key under `resources.<name>.` of what the search box says it covers (`search` unless told). */
  searchWords?: string;
}

/**
 * The list screen of a declared resource, in react-admin's own parts: `<List>` with the
 * search box and filters, their chips and the summary figures, a `<DataTable>` of the columns
 * the role may see (optional ones behind the column chooser), paging, export, and the row and
 * list actions. A screen that needs more renders this with its own cells, foot or row actions.
 * Memoised: a dialog opening (a URL change) does not render the table again.
 */
export const ResourceList = memo(function ResourceList({ cells, foot, rowActions, filter, debounce = SEARCH_DEBOUNCE_MS, perPage = 10, deleteNotice, searchWords }: ResourceListProps) {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const notice = useNotice();
  const resource = declaration.name;
  const list = declaration.list ?? {};
  const created = useContext(CreatedRecordContext);
  const rowPermissions = rowActionPermissions(declaration);
  const exportOnly = list.exportColumns ?? NO_COLUMNS;
  const granted = useGrants(resource, [
    ...rowPermissions,
    ...[...declaration.columns, ...exportOnly, ...(list.filters ?? [])].flatMap((item) => item.access ?? []),
  ]);
  // Columns and the Actions column appear only for roles granted what they show, and on backends that offer them.
  const columns = useMemo(
    () => declaration.columns.filter((column) => (!column.access || granted[column.access]) && offeredByBackend(column)),
    [declaration, granted],
  );
  // The CSV: the table's columns, then the export's own that the role and the backend offer.
  const exported = useMemo(
    () => [...columns, ...exportOnly.filter((column) => (!column.access || granted[column.access]) && offeredByBackend(column))],
    [columns, exportOnly, granted],
  );
  const hasRowActions = rowPermissions.some((action) => granted[action]);
  const hiddenColumns = useMemo(() => declaration.columns.filter((column) => column.optional).map((column) => column.source), [declaration]);
  const tableSx = useMemo(
    // Tighter cells than MUI's 16 px sides, so every list shows its Actions column at 1366 px.
    // Headers wrap between their words where the table is tight (1280 px, 'Phone Number' in
    // Tamil is 190 px on one line), so the row's buttons stay in view rather than the header whole.
    () => ({ '& .MuiTableCell-root': { px: 1 }, ...TABLE_CELL_STYLES, ...oneLineCells(columns) }),
    [columns],
  );
  // The row a create just added glows for a moment, so the eye finds it.
  const rowSx = useMemo(() => (record: RaRecord) => (created !== undefined && String(record.id) === created ? CREATED_ROW_SX : {}), [created]);
  // Below 600 px a card per record instead of the table; read on the first render (noSsr), so a phone never draws the table first.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [locale] = useLocaleState();
  const filters = useMemo(
    () => filterInputs(declaration, translate, { locale, phone, searchWords, granted }),
    [declaration, translate, locale, phone, searchWords, granted],
  );
  // A card shows what the table shows before the column chooser is opened.
  const cardColumns = useMemo(() => columns.filter((column) => !column.optional), [columns]);
  const cell = useMemo(
    () => (column: ColumnDeclaration, record: RaRecord) => {
      // A total row shows only the columns it totals.
      if (isPageTotal(record) && !(column.source in record)) return null;
      const own = cells?.[column.source];
      return own && !isPageTotal(record) ? own(record) : renderCell(column, resource, record, translate);
    },
    [cells, resource, translate],
  );
  const empty = (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate(`resources.${resource}.empty`)}
    </Typography>
  );

  return (
    <FilterFormsProvider>
      <List
        resource={resource}
        title={translate(`resources.${resource}.name`, { smart_count: 2 })}
        actions={
          <QuietListContext>
            <ListToolbar columns={exported} />
          </QuietListContext>
        }
        // One element, not react-admin's array: rendered as it is, under the quiet context.
        filters={<QuietListContext>{phone ? <PhoneFilters filters={filters} /> : <FilterForm filters={filters} />}</QuietListContext>}
        debounce={debounce}
        perPage={perPage}
        sort={list.defaultSort}
        filter={filter}
        pagination={
          <DeferredListContext>
            <ListPagination pageSizes={list.pageSizes ?? DEFAULT_PAGE_SIZES} />
          </DeferredListContext>
        }
        empty={false}
        sx={{ '& .RaList-main': { minWidth: 0, maxWidth: '100%' }, '& .RaList-content': { overflowX: 'auto' } }}
        queryOptions={{ onError: () => notice.error(`resources.${resource}.notifications.fetchFailed`), staleTime: LIST_STALE_MS }}
      >
        <NeighbourPages filter={filter} />
        {/* The figures, filter chips and rows from one deferred copy: drawn together, after the rest. */}
        <DeferredListContext>
          <QuietListContext>
            <SummaryFigures />
            <ActiveFilters />
          </QuietListContext>
          <RowActionsScope granted={granted} deleteNotice={deleteNotice}>
            {phone ? (
              <RecordCards
                columns={cardColumns}
                cell={cell}
                ownTitle={Boolean(cardColumns[0] && cells?.[cardColumns[0].source])}
                actions={hasRowActions && (rowActions ?? <RowActions />)}
                foot={foot}
                rowSx={rowSx}
                empty={empty}
              />
            ) : (
              <DataTable
                bulkActionButtons={false}
                rowClick={false}
                size="small"
                hiddenColumns={hiddenColumns}
                foot={foot}
                rowSx={rowSx}
                sx={tableSx}
                empty={empty}
              >
                <DataTable.Col
                  label="app.list.slNo"
                  disableSort
                  render={(record) => (isPageTotal(record) ? translate('app.list.pageTotal') : <SerialNumber />)}
                />
                {columns.map((column) => (
                  <DataTable.Col
                    key={column.source}
                    source={column.source}
                    label={columnLabel(resource, column.kind, column.source)}
                    disableSort={!column.sortable}
                    align={isNumeric(column.kind) ? 'right' : undefined}
                    render={(record) => cell(column, record as RaRecord)}
                  />
                ))}
                {hasRowActions && (
                  <DataTable.Col label="app.list.actions" disableSort render={(record) => (isPageTotal(record) ? null : (rowActions ?? <RowActions />))} />
                )}
              </DataTable>
            )}
          </RowActionsScope>
        </DeferredListContext>
      </List>
    </FilterFormsProvider>
  );
});
