import { Box } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { documentNumber, sequenceOf, type DocumentKind } from '../domain/numbers';
import { renderCell } from '../engine/list/columnRenderers';
import type { ColumnDeclaration } from './types';

const customerColumn: ColumnDeclaration = { source: 'customer', kind: 'person' };

/**
 * A bill's or repair's customer cell, with the record's sequential number beneath it where the
 * backend numbers them (our server, product.md §10: 'B-000123'): people find a paper's number
 * on the list at a glance, and the table keeps its width (it fits a 1366 px screen). On the
 * shop's own backend, which sends no number, the cell is the engine's as before.
 */
export function NumberedCustomer({ record, resource, kind }: { record: RaRecord; resource: string; kind: DocumentKind }) {
  const translate = useTranslate();
  const name = renderCell(customerColumn, resource, record, translate);
  const number = sequenceOf(record.number);
  if (number === undefined) return name;
  return (
    <>
      {name}
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem', whiteSpace: 'nowrap' }}>
        {documentNumber(kind, number)}
      </Box>
    </>
  );
}
