import { Typography } from '@mui/material';
import { memo } from 'react';
import { DataTable, FilterForm, List, useListContext, useRecordContext, useTranslate } from 'react-admin';
import type { ColumnDeclaration } from '../../resources/types';
import { useNotice } from '../notices';
import { useDeclaration } from '../useDeclaration';
import { useGrants } from '../useGrants';
import { ActiveFilters } from './ActiveFilters';
import { columnLabel, isNumeric, keepsOneLine, renderCell } from './columnRenderers';
import { filterInputs } from './filters';
import { ListPagination } from './ListPagination';
import { ListToolbar } from './ListToolbar';
import { NeighbourPages, useListStaleTime } from './pageQueries';
import { QuietListContext } from './QuietListContext';
import { isPageTotal, PageTotalFoot } from './PageTotalRow';
import { rowActionPermissions, RowActions, RowActionsScope } from './RowActions';
import { RowsByPosition } from './RowsByPosition';
import { TABLE_CELL_STYLES } from './tableStyles';
import { SummaryFigures } from './SummaryFigures';

const DEFAULT_PAGE_SIZES = [10, 20, 50, 100] as const;
/** Spec §9: search debounce. */
const SEARCH_DEBOUNCE_MS = 500;


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

/**
 * The list screen of a declared resource: search and filters with their chips, summary
 * figures, a table of role-aware columns (optional ones behind the column chooser), paging,
 * export, and the row and list actions. Memoised, and reading no URL itself: a page turn or a
 * dialog's URL then renders the list's parts that change, not the columns it declares (which
 * the table's header and column chooser would take as new).
 */
export const ResourceList = memo(function ResourceList() {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const notice = useNotice();
  const resource = declaration.name;
  const pageSizes = declaration.list?.pageSizes ?? DEFAULT_PAGE_SIZES;
  const rowActions = rowActionPermissions(declaration);
  const granted = useGrants(resource, [...rowActions, ...declaration.columns.flatMap((column) => column.access ?? [])]);
  // Columns and the Actions column appear only for roles granted what they show.
  const columns = declaration.columns.filter((column) => !column.access || granted[column.access]);
  const hasRowActions = rowActions.some((action) => granted[action]);
  const foot = columns.some((column) => column.pageTotal) ? PageTotalFoot : undefined;
  const staleTime = useListStaleTime(resource);

  return (
    <List
      resource={resource}
      title={translate(`resources.${resource}.name`, { smart_count: 2 })}
      actions={
        <QuietListContext>
          <ListToolbar columns={columns} />
        </QuietListContext>
      }
      // One element, not react-admin's array: react-admin then renders it as it is, and the
      // filter form renders again only when the filters do (QuietListContext), not per page.
      filters={
        <QuietListContext>
          <FilterForm filters={filterInputs(declaration, translate)} />
        </QuietListContext>
      }
      debounce={declaration.list?.searchDebounceMs ?? SEARCH_DEBOUNCE_MS}
      perPage={declaration.list?.defaultPageSize ?? 10}
      sort={declaration.list?.defaultSort}
      filter={declaration.list?.filter}
      pagination={<ListPagination pageSizes={pageSizes} />}
      empty={false}
      disableSyncWithLocation={false}
      sx={{ '& .RaList-main': { minWidth: 0, maxWidth: '100%' }, '& .RaList-content': { overflowX: 'auto' } }}
      queryOptions={{ onError: () => notice.error(`resources.${resource}.notifications.fetchFailed`), staleTime }}
    >
      <NeighbourPages filter={declaration.list?.filter} />
      <QuietListContext>
        <SummaryFigures />
        <ActiveFilters />
      </QuietListContext>
      <RowActionsScope granted={granted}>
        <DataTable
          bulkActionButtons={false}
          rowClick={false}
          body={RowsByPosition}
          size="small"
          hiddenColumns={declaration.columns.filter((column) => column.optional).map((column) => column.source)}
          foot={foot}
          // Tighter cells than MUI's 16 px sides: at 1366 px every list shows its Actions column.
          // One style for the table, not one per cell: emotion hashes every `sx` on every render.
          sx={{ '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' }, '& .MuiTableCell-root': { px: 1 }, ...TABLE_CELL_STYLES, ...oneLineCells(columns) }}
          empty={
            <Typography sx={{ p: 2 }} color="text.secondary">
              {translate(`resources.${resource}.empty`)}
            </Typography>
          }
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
              render={(record) =>
                !isPageTotal(record) || column.pageTotal ? renderCell(column, resource, record, translate) : null
              }
            />
          ))}
          {hasRowActions && (
            <DataTable.Col label="app.list.actions" disableSort render={(record) => (isPageTotal(record) ? null : <RowActions />)} />
          )}
        </DataTable>
      </RowActionsScope>
    </List>
  );
});
