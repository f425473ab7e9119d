import { Box } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { SCRIPT_FONTS } from '../../theme';
import type { ShopDetails } from '../shop';

/** What a printed document (receipt, job card) may use besides the record. */
export interface PrintContext {
  /** The document's words, in its recipient's language (see PrintPanel). */
  translate: (key: string, options?: object) => string;
  /** That language, for the document's dates: `formatDateTime(value, locale)`. */
  locale?: string;
  /** The shop's details: from the server's settings when it keeps them (product.md §10), else the console's name. */
  shop?: ShopDetails;
  /** The paper chosen, for a document laid out differently on a roll (a statement's one amount column). */
  paper?: PaperSize;
}

/** A receipt, job card, credit note or statement, laid out by the engine for an 80 mm roll or A4. */
export interface PrintDocument {
  title: string;
  /** 'Bill No. 4F2A…' */
  number: string;
  date: string;
  /** Label/value lines under the heading (customer, device…). */
  details: readonly (readonly [string, string])[];
  /** `strong`: the rows set in bold, by index (a statement's section headings and totals). */
  table?: { headers: readonly string[]; rows: readonly (readonly string[])[]; numeric: readonly boolean[]; strong?: readonly boolean[] };
  totals: readonly (readonly [string, string])[];
  /** Closing lines (served by, terms). */
  footer: readonly string[];
  /** A picture above the closing lines (a job card's QR code), with a line of text under it. */
  image?: { src: string; alt: string; caption?: string };
  /** Above the closing lines: what the signer agrees to, and a line to sign on with its label (a job card's customer). */
  signature?: { statement: string; label: string };
}

/** The two papers a shop prints on: an 80 mm thermal roll, or an A4 sheet. */
export const PAPER_SIZES = ['roll', 'a4'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/**
 * While printing, only the print root shows, on a page of the chosen size; on screen the
 * root is hidden (the dialog shows its own preview). `landscape`: an A4 sheet turned, for a
 * table of several amount columns side by side (the profit-and-loss statement's periods).
 */
export function printStyles(paper: PaperSize, { landscape = false }: { landscape?: boolean } = {}): string {
  const page = paper === 'roll' ? 'size: 80mm auto; margin: 3mm;' : `size: A4${landscape ? ' landscape' : ''}; margin: 15mm;`;
  return `
@media screen { .shop-print-root { display: none; } }
@media print {
  @page { ${page} }
  body > *:not(.shop-print-root) { display: none !important; }
  .shop-print-root { display: block; color: #000; background: #fff; }
}`;
}

const cell = { py: 0.25, px: 0.5, m: 0, verticalAlign: 'top' } as const;
/** An amount's cell: 'LKR 12,500.00' stays on one line, never 'LKR' alone above its figure. */
const amountCell = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;

/**
 * The label/value details as two columns. A label wraps between its words within half the
 * paper (wider only for a single word that long), so a long one ('Expected return date' in
 * Tamil) takes two or three lines rather than leaving its value a few letters a line; shorter
 * labels (English's 'Expected return' on the roll) keep their column as wide as the longest.
 */
const DETAILS = { display: 'grid', gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)', m: 0, mb: 1 } as const;

/**
 * A line's text beside its amounts: the one column that gives way to them, so a word too long
 * for what is left is broken rather than pushing the table past the paper.
 */
const textCell = { ...cell, textAlign: 'left', overflowWrap: 'anywhere' } as const;

/**
 * An amount column's heading: right-aligned over its amounts but wrapping between its words, so
 * a long heading ('Change on the previous period') takes two lines rather than widening its
 * column past the paper.
 */
const amountHeading = { ...cell, textAlign: 'right' } as const;

/** An amount in a document's text: 'LKR 1,250.00', 'LKR -20.00'. */
const AMOUNT = /LKR\s-?[\d,]+(?:\.\d+)?/g;

/** True for a value that is one amount ('LKR 1,250.00'): its cell keeps it on one line. */
const isAmount = (text: string) => new RegExp(`^${AMOUNT.source}$`).test(text);

/**
 * Text with every amount in it kept on one line, so 'LKR' never ends a line with its figure on
 * the next (a thermal roll's narrow column); the words around it wrap as usual.
 */
export function AmountsWhole({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(AMOUNT)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index} className="shop-amount" style={{ whiteSpace: 'nowrap' }}>
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

/**
 * On a roll a table with several amount columns (a receipt's quantity, price and amount) has no
 * room for its text beside them: each row's text (an item's name) takes a line of its own,
 * wrapping by word, and the amounts the line under it.
 */
const stacksOnRoll = (numeric: readonly boolean[]) => numeric.filter(Boolean).length > 1 && numeric.some((isNumber) => !isNumber);

/** The lines of a document's table, on a roll stacked when it must be. */
function DocumentTable({ table, roll }: { table: NonNullable<PrintDocument['table']>; roll: boolean }) {
  const stacked = roll && stacksOnRoll(table.numeric);
  const numbers = table.numeric.flatMap((isNumber, index) => (isNumber ? [index] : []));
  const texts = table.numeric.flatMap((isNumber, index) => (isNumber ? [] : [index]));
  const textOf = (row: readonly string[]) =>
    texts
      .map((index) => row[index])
      .filter(Boolean)
      .join(' · ');
  const cells = (row: readonly string[], indexes: readonly number[], header: boolean) =>
    indexes.map((index) => (
      <Box component={header ? 'th' : 'td'} key={index} sx={table.numeric[index] ? (header ? amountHeading : amountCell) : textCell}>
        <AmountsWhole text={row[index] ?? ''} />
      </Box>
    ));
  const all = table.numeric.map((_isNumber, index) => index);
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', borderTop: '1px dashed #000', borderBottom: '1px dashed #000', mb: 1 }}>
      <thead>
        {stacked ? (
          <>
            <tr>
              <Box component="th" colSpan={numbers.length} sx={{ ...cell, textAlign: 'left' }}>
                {textOf(table.headers)}
              </Box>
            </tr>
            <tr>{cells(table.headers, numbers, true)}</tr>
          </>
        ) : (
          <tr>{cells(table.headers, all, true)}</tr>
        )}
      </thead>
      <tbody>
        {table.rows.map((row, rowIndex) =>
          stacked ? (
            <Fragment key={rowIndex}>
              <tr data-line="text">
                <Box component="td" colSpan={numbers.length} sx={{ ...cell, textAlign: 'left', pt: 0.75 }}>
                  <AmountsWhole text={textOf(row)} />
                </Box>
              </tr>
              <tr data-line="amounts">{cells(row, numbers, false)}</tr>
            </Fragment>
          ) : (
            <Box component="tr" key={rowIndex} sx={table.strong?.[rowIndex] ? { fontWeight: 700 } : undefined}>
              {cells(row, all, false)}
            </Box>
          ),
        )}
      </tbody>
    </Box>
  );
}

/** What the signer agrees to, room to sign, and a ruled line with whose signature it is (the whole roll, or half an A4 sheet). */
function SignatureLine({ statement, label, roll }: { statement: string; label: string; roll: boolean }) {
  return (
    <Box data-part="signature" sx={{ mb: 1.5 }}>
      <div>{statement}</div>
      <Box sx={{ mt: roll ? 5 : 6, width: roll ? '100%' : '50%', borderTop: '1px solid #000', pt: 0.25 }}>{label}</Box>
    </Box>
  );
}

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
        fontFamily: roll ? `"Courier New", ${SCRIPT_FONTS}, monospace` : 'inherit',
        fontSize: roll ? 12 : 14,
        width: roll ? '74mm' : '100%',
        maxWidth: '100%',
        mx: 'auto',
        color: '#000',
        bgcolor: '#fff',
        // Long names and addresses wrap between words; only a word longer than its line is broken
        // rather than cut off. Not 'anywhere': that lets a table give a cell one letter's width.
        overflowWrap: 'break-word',
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
      {/* A detail with nothing to say (the walk-in customer's phone) is left off the paper. */}
      <Box component="dl" sx={DETAILS}>
        {document.details.filter(([, value]) => value !== '').map(([label, value]) => (
          <Fragment key={label}>
            <Box component="dt" sx={{ ...cell, fontWeight: 600 }}>
              {label}
            </Box>
            <Box component="dd" sx={isAmount(value) ? { ...cell, whiteSpace: 'nowrap' } : cell}>
              <AmountsWhole text={value} />
            </Box>
          </Fragment>
        ))}
      </Box>
      {document.table && <DocumentTable table={document.table} roll={roll} />}
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mb: 1 }}>
        <tbody>
          {document.totals.map(([label, value]) => (
            <tr key={label}>
              {/* A label wraps between its words only; a value that is not an amount ('Credited to the account') wraps too. */}
              <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', overflowWrap: 'normal' }}>
                {label}
              </Box>
              <Box component="td" sx={{ ...(isAmount(value) ? amountCell : { ...cell, textAlign: 'right' }), fontWeight: 700 }}>
                <AmountsWhole text={value} />
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
      {document.image && (
        <Box sx={{ textAlign: 'center', mb: 1 }}>
          <Box component="img" src={document.image.src} alt={document.image.alt} sx={{ display: 'block', mx: 'auto', width: roll ? '32mm' : '36mm', height: 'auto' }} />
          {document.image.caption && <div>{document.image.caption}</div>}
        </Box>
      )}
      {document.signature && <SignatureLine {...document.signature} roll={roll} />}
      <Box sx={{ textAlign: 'center' }}>
        {[...document.footer, ...(shop?.footer ? [shop.footer] : [])].map((line) => (
          <div key={line}>
            <AmountsWhole text={line} />
          </div>
        ))}
      </Box>
    </Box>
  );
}
