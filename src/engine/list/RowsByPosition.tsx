import { TableBody, TableRow } from '@mui/material';
import { forwardRef, memo, type ReactNode } from 'react';
import { DataTableClasses, RecordContextProvider, useDataTableDataContext, useDataTableRowSxContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { CELL_CLASSES } from './tableStyles';

/** The location state a create leaves for the list: which row to highlight. */
export interface CreatedState {
  created?: string;
}

/**
 * react-admin's DataTableBody, with rows keyed by their position instead of their record's id,
 * and plain rows (the lists click no row, expand none and select none).
 *
 * Why: a page turn then gives each of the table's rows its next record, and React updates the
 * rows and cells it has (a text, a chip's colour) instead of removing them all and building
 * new ones, which on a 10-row page was most of the turn: every cell's store subscription, its
 * styles and the row's buttons made again. react-admin's own row is keyed by the record's id
 * inside, so it is replaced too. Nothing in a row keeps state of its own, so nothing carries
 * over from one record to the next. The row a create just added is keyed by its record, so
 * its glow starts again for each new one.
 */
export const RowsByPosition = memo(
  forwardRef<HTMLTableSectionElement, { children?: ReactNode; className?: string }>(function RowsByPosition(
    { children, className, ...rest },
    ref,
  ) {
    const data = useDataTableDataContext();
    const rowSx = useDataTableRowSxContext();
    const created = (useLocation().state as CreatedState | null)?.created;
    return (
      <TableBody ref={ref} className={['datatable-body', className, DataTableClasses.tbody].filter(Boolean).join(' ')} {...rest}>
        {data?.map((record, rowIndex) => {
          const isCreated = created !== undefined && String(record.id) === created;
          const parity = rowIndex % 2 === 0 ? DataTableClasses.rowEven : DataTableClasses.rowOdd;
          return (
            <RecordContextProvider value={record} key={isCreated ? `created-${created}` : rowIndex}>
              <TableRow
                hover
                className={`${DataTableClasses.row} ${parity}${isCreated ? ` ${CELL_CLASSES.created}` : ''}`}
                sx={rowSx?.(record, rowIndex)}
              >
                {children}
              </TableRow>
            </RecordContextProvider>
          );
        })}
      </TableBody>
    );
  }),
);
