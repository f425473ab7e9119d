import type { SxProps, Theme } from '@mui/material';

/**
 * What the cells and row buttons of a list look like, styled once for the whole table by
 * class. A MUI component with its own styles per cell (a Box with `sx`, an IconButton) has
 * them worked out again by emotion for every cell on every page turn; a class costs nothing
 * per cell.
 */
export const CELL_CLASSES = {
  /** Long text, wrapped in its cell and cut only past a few lines; whole in its title. */
  truncated: 'shop-truncated',
  /** A value with a hint (RowHints) of more fields, reachable by keyboard. */
  hinted: 'shop-hinted',
  /** A row's buttons, side by side (on two lines where the table is narrow). */
  actions: 'shop-row-actions',
  /** A row's icon button (RowButton). */
  button: 'shop-row-button',
  /** …that deletes. */
  danger: 'shop-row-button-danger',
} as const;

/** A just-created row (DataTable's `rowSx`): it glows for a few seconds, so the eye finds it. */
export const CREATED_ROW_SX = { animation: 'shop-created-row 3s ease-out' } as const;

/**
 * Long text (an address, a description) wraps at this width in a table cell, so a name or an
 * address that has room shows whole; only text past TEXT_CELL_MAX_LINES is cut, whole in its
 * title. Wrapping, not one cut line, also lets the table give the room to the columns that
 * need it, so it still fits a 1366 px screen.
 */
const TEXT_CELL_MAX_WIDTH = 320;
const TEXT_CELL_MAX_LINES = 3;
/** From the common desk screen's width up, a row's buttons keep to one line. */
const ONE_LINE_ACTIONS = '@media (min-width: 1366px)';

export const TABLE_CELL_STYLES: SxProps<Theme> = {
  '@keyframes shop-created-row': { from: { backgroundColor: 'rgba(46, 125, 50, 0.28)' }, to: { backgroundColor: 'transparent' } },
  [`& .${CELL_CLASSES.truncated}`]: {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: TEXT_CELL_MAX_LINES,
    maxWidth: TEXT_CELL_MAX_WIDTH,
    overflow: 'hidden',
    overflowWrap: 'break-word',
  },
  // One line from a 1366 px desk screen up, in every language: the table gives the column its
  // buttons' width and wraps the text columns instead (Repair Management's eight buttons took
  // two lines). Narrower (a 1280 px screen, Tamil's longer words) a row's buttons take two lines
  // rather than run off the table's right edge, out of view.
  [`& .${CELL_CLASSES.actions}`]: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, [ONE_LINE_ACTIONS]: { flexWrap: 'nowrap' } },
  // A chip's words wrap inside it rather than widen the table or end in '…' on a phone's card:
  // Tamil's repair statuses ('உதிரிப்பாகங்களுக்குக் காத்திருக்கிறது') and float reasons are
  // 200–300 px on one line, 'வாடிக்கையாளர்' is cut in a card's value column.
  '& :is(td, dd) .MuiChip-root': { height: 'auto', minHeight: 24, maxWidth: '100%' },
  '& :is(td, dd) .MuiChip-label': { whiteSpace: 'normal', py: '2px' },
  [`& .${CELL_CLASSES.hinted}`]: { display: 'inline-block', cursor: 'help', minWidth: 24 },
  // As MUI's small IconButton: 30 px round, the icon 20 px, a hover shade, a focus ring.
  [`& .${CELL_CLASSES.button}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    p: '5px',
    m: 0,
    border: 0,
    borderRadius: '50%',
    bgcolor: 'transparent',
    color: 'action.active',
    cursor: 'pointer',
    font: 'inherit',
    transition: 'background-color 150ms',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
    '&:disabled': { color: 'action.disabled', cursor: 'default', pointerEvents: 'none' },
  },
  [`& .${CELL_CLASSES.danger}:not(:disabled)`]: { color: 'error.main' },
};
