import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ShopDetails } from '../shop';

/** What a printed document (receipt, job card) may use besides the record. */
export interface PrintContext {
  translate: (key: string, options?: object) => string;
  /** The shop's details: from the server's settings when it keeps them (product.md §10), else the console's name. */
  shop?: ShopDetails;
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

/** The two papers a shop prints on: an 80 mm thermal roll, or an A4 sheet. */
export const PAPER_SIZES = ['roll', 'a4'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/**
 * While printing, only the print root shows, on a page of the chosen size; on screen the
 * root is hidden (the dialog shows its own preview).
 */
export function printStyles(paper: PaperSize): string {
  const page = paper === 'roll' ? 'size: 80mm auto; margin: 3mm;' : 'size: A4; margin: 15mm;';
  return `
@media screen { .shop-print-root { display: none; } }
@media print {
  @page { ${page} }
  body > *:not(.shop-print-root) { display: none !important; }
  .shop-print-root { display: block; color: #000; background: #fff; }
}`;
}

const cell = { py: 0.25, px: 0.5, verticalAlign: 'top' } as const;

/**
 * A receipt or job card laid out for its paper: the shop's name (with its address and phone
 * when the server keeps them), the title and number, the date, label/value details, the lines,
 * the totals, closing lines and the shop's receipt footer. Plain HTML in black on white, so a
 * thermal printer renders it sharply.
 */
export function PrintedDocument({ document, paper, preview = false, shop }: { document: PrintDocument; paper: PaperSize; preview?: boolean; shop?: ShopDetails }) {
  const translate = useTranslate();
  const roll = paper === 'roll';
  return (
    <Box
      className="shop-printed-document"
      data-paper={paper}
      sx={{
        fontFamily: roll ? '"Courier New", monospace' : 'inherit',
        fontSize: roll ? 12 : 14,
        width: roll ? '74mm' : '100%',
        maxWidth: '100%',
        mx: 'auto',
        color: '#000',
        bgcolor: '#fff',
        ...(preview ? { border: '1px dashed', borderColor: 'divider', p: 1.5 } : {}),
      }}
    >
      <Box sx={{ textAlign: 'center', mb: 1 }}>
        <Box component="div" sx={{ fontWeight: 700, fontSize: roll ? 15 : 20 }}>
          {shop?.name || translate('app.shopName')}
        </Box>
        {shop?.address && <div>{shop.address}</div>}
        {shop?.phone && <div>{translate('app.shop.phone', { phone: shop.phone })}</div>}
        <div>{document.title}</div>
        <div>{document.number}</div>
        <div>{document.date}</div>
      </Box>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mb: 1 }}>
        <tbody>
          {/* A detail with nothing to say (the walk-in customer's phone) is left off the paper. */}
          {document.details.filter(([, value]) => value !== '').map(([label, value]) => (
            <tr key={label}>
              <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', fontWeight: 600, whiteSpace: 'nowrap' }}>
                {label}
              </Box>
              <Box component="td" sx={cell}>
                {value}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
      {document.table && (
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', borderTop: '1px dashed #000', borderBottom: '1px dashed #000', mb: 1 }}>
          <thead>
            <tr>
              {document.table.headers.map((header, index) => (
                <Box component="th" key={header} sx={{ ...cell, textAlign: document.table!.numeric[index] ? 'right' : 'left' }}>
                  {header}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {document.table.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((value, index) => (
                  <Box component="td" key={index} sx={{ ...cell, textAlign: document.table!.numeric[index] ? 'right' : 'left' }}>
                    {value}
                  </Box>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      )}
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mb: 1 }}>
        <tbody>
          {document.totals.map(([label, value]) => (
            <tr key={label}>
              <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left' }}>
                {label}
              </Box>
              <Box component="td" sx={{ ...cell, textAlign: 'right', fontWeight: 700 }}>
                {value}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
      <Box sx={{ textAlign: 'center' }}>
        {[...document.footer, ...(shop?.footer ? [shop.footer] : [])].map((line) => (
          <div key={line}>{line}</div>
        ))}
      </Box>
    </Box>
  );
}
