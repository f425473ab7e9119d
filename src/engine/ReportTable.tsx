import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';

/**
 * A report's table of text cells, the first naming the row and the rest figures (right-aligned,
 * digits lined up); a line saying so when there is no row; the last row in bold when it is the
 * total. It scrolls sideways on a phone. The owner's reports (issue 48) draw their tables with it.
 */
export function ReportTable({
  label,
  headers,
  rows,
  empty,
  totalLast = false,
}: {
  label: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  empty: string;
  totalLast?: boolean;
}) {
  return (
    // A region the keyboard can reach: where the words are long (Tamil) the table scrolls
    // sideways, and a scrolled box with nothing focusable inside cannot be scrolled without a mouse.
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headers.map((header, index) => (
              <TableCell key={index} align={index > 0 ? 'right' : 'left'}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={headers.length}>{empty}</TableCell>
            </TableRow>
          ) : (
            rows.map((row, rowIndex) => (
              <TableRow key={rowIndex}>
                {row.map((value, index) => (
                  <TableCell
                    key={index}
                    component={index === 0 ? 'th' : 'td'}
                    scope={index === 0 ? 'row' : undefined}
                    align={index > 0 ? 'right' : 'left'}
                    sx={{
                      whiteSpace: index > 0 ? 'nowrap' : undefined,
                      fontVariantNumeric: 'tabular-nums',
                      ...(totalLast && rowIndex === rows.length - 1 && { fontWeight: 700 }),
                    }}
                  >
                    {value}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
