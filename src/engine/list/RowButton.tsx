import type { ComponentType } from 'react';
import { CELL_CLASSES } from './tableStyles';

interface RowButtonProps {
  icon: ComponentType<{ fontSize?: 'small' }>;
  /** What a screen reader says: 'Edit Kasun Perera'. */
  label: string;
  /** What the tooltip shows (RowHints): 'Edit', or why the button is disabled. */
  hint: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}

/**
 * A row's icon button: a native button styled by the table (tableStyles.ts), not a MUI
 * IconButton, which is five components with styles of their own per button; a 10-row page
 * has 20 to 50 of them. A disabled button takes no pointer events, so its hint sits on a span
 * around it.
 */
export function RowButton({ icon: Icon, label, hint, onClick, disabled, danger }: RowButtonProps) {
  const button = (
    <button
      type="button"
      className={danger ? `${CELL_CLASSES.button} ${CELL_CLASSES.danger}` : CELL_CLASSES.button}
      aria-label={label}
      data-hint={disabled ? undefined : hint}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon fontSize="small" />
    </button>
  );
  return disabled ? <span data-hint={hint}>{button}</span> : button;
}
