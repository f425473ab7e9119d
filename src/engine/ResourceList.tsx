import AddIcon from '@mui/icons-material/Add';
import { Button, Typography } from '@mui/material';
import {
  DataTable,
  List,
  SearchInput,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { columnLabel, renderCell } from './columnRenderers';
import { ListPagination } from './ListPagination';
import { useNotice } from './notices';
import { RowActions } from './RowActions';
import { useDeclaration } from './useDeclaration';
import { useGrants } from './useGrants';

const DEFAULT_PAGE_SIZES = [10, 20, 50, 100] as const;

/** "SL No.": the row's position across pages, not its id. */
function SerialNumber() {
  const record = useRecordContext();
  const { data, page, perPage } = useListContext();
  const index = data?.findIndex((row) => row.id === record?.id) ?? -1;
  return <>{index < 0 ? '' : (page - 1) * perPage + index + 1}</>;
}

function CreateAction() {
  const { name } = useDeclaration();
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: name, action: 'create' });
  if (!canAccess) return null;
  return (
    <TopToolbar>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(createPath({ resource: name, type: 'create' }))}>
        {translate(`resources.${name}.create`)}
      </Button>
    </TopToolbar>
  );
}


/** The list screen of a declared resource: search, table, role-aware columns, paging. */
export function ResourceList() {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const notice = useNotice();
  const resource = declaration.name;
  const pageSizes = declaration.list?.pageSizes ?? DEFAULT_PAGE_SIZES;
  const rowActions = ['edit', 'delete', ...(declaration.rowActions ?? []).map(({ action }) => action)];
  const granted = useGrants(resource, [...rowActions, ...declaration.columns.flatMap((column) => column.access ?? [])]);
  // Columns and the Actions column appear only for roles granted what they show.
  const columns = declaration.columns.filter((column) => !column.access || granted[column.access]);
  const hasRowActions = rowActions.some((action) => granted[action]);

  const filters = declaration.search?.length
    ? [<SearchInput key="q" source="q" alwaysOn placeholder={translate(`resources.${resource}.search`)} />]
    : undefined;

  return (
    <List
      resource={resource}
      title={translate(`resources.${resource}.name`, { smart_count: 2 })}
      actions={<CreateAction />}
      filters={filters}
      debounce={500}
      perPage={declaration.list?.defaultPageSize ?? 10}
      sort={declaration.list?.defaultSort}
      pagination={<ListPagination pageSizes={pageSizes} />}
      empty={false}
      disableSyncWithLocation={false}
      sx={{ '& .RaList-main': { minWidth: 0, maxWidth: '100%' }, '& .RaList-content': { overflowX: 'auto' } }}
      queryOptions={{ onError: () => notice.error(`resources.${resource}.notifications.fetchFailed`) }}
    >
      <DataTable
        bulkActionButtons={false}
        rowClick={false}
        size="small"
        sx={{ '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' } }}
        empty={
          <Typography sx={{ p: 2 }} color="text.secondary">
            {translate(`resources.${resource}.empty`)}
          </Typography>
        }
      >
        <DataTable.Col label="app.list.slNo" disableSort render={() => <SerialNumber />} />
        {columns.map((column) => (
          <DataTable.Col
            key={column.source}
            source={column.source}
            label={columnLabel(resource, column.kind, column.source)}
            disableSort={!column.sortable}
            render={(record) => renderCell(column.kind, resource, column.source, record)}
          />
        ))}
        {hasRowActions && <DataTable.Col label="app.list.actions" disableSort render={() => <RowActions />} />}
      </DataTable>
    </List>
  );
}
