import AddIcon from '@mui/icons-material/Add';
import AssessmentIcon from '@mui/icons-material/Assessment';
import { Button, useMediaQuery, type Theme } from '@mui/material';
import { createElement } from 'react';
import { ColumnsButton, ExportButton, TopToolbar, useCreatePath, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ColumnDeclaration } from '../../resources/types';
import { offeredByBackend } from '../features';
import { useDeclaration } from '../useDeclaration';
import { useGrants } from '../useGrants';
import { columnLabel } from './columnRenderers';
import { csvExporter } from './exporter';

/** Export takes every filtered row, not react-admin's default first 1,000: streamed by a server that pages the list. */
const EXPORT_ALL = 1_000_000;
const EXPORT_META = { whole: true } as const;

interface Props {
  /** The columns this role may see, with the list's export-only ones: the CSV carries these and no other. */
  columns: readonly ColumnDeclaration[];
}

/**
 * Above the list: the declared list actions the backend offers (a revenue report) and Add, each for roles granted
 * it, the column chooser and CSV export of the filtered rows. A dialog's open state is its URL.
 */
export function ListToolbar({ columns }: Props) {
  const declaration = useDeclaration();
  const resource = declaration.name;
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const listActions = (declaration.listActions ?? []).filter(offeredByBackend);
  const granted = useGrants(resource, ['create', ...listActions.map((item) => item.action)]);
  // A resource whose API has no create call has no Add button, whatever its permissions say
  // (accounts: `create` is recording a payment, made in the account's own dialog).
  const canCreate = Boolean(declaration.routes?.create);
  // A phone shows cards, whose facts are the default columns: no column chooser.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const exporter = csvExporter(resource, columns, translate, (column) => columnLabel(resource, column.kind, column.source));

  return (
    // Wrapping: on a phone the buttons take two lines rather than run off the left edge.
    <TopToolbar sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {listActions
        .filter((item) => granted[item.action])
        .map((item) => (
          <Button
            key={item.name}
            variant="outlined"
            startIcon={createElement(item.icon ?? AssessmentIcon)}
            onClick={() => navigate(`${createPath({ resource, type: 'list' })}/${item.name}`)}
          >
            {translate(`resources.${resource}.actions.${item.name}`)}
          </Button>
        ))}
      {!phone && <ColumnsButton />}
      <ExportButton exporter={exporter} maxResults={EXPORT_ALL} meta={EXPORT_META} />
      {granted.create && canCreate && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(createPath({ resource, type: 'create' }))}>
          {translate(`resources.${resource}.create`)}
        </Button>
      )}
    </TopToolbar>
  );
}
