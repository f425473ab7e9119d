import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RowHints } from './RowHints';

function renderRow() {
  return render(
    <RowHints>
      <button type="button" data-hint="Edit" aria-label="Edit Kasun Perera">
        e
      </button>
      <span data-hint="Super admins cannot be deleted">
        <button type="button" disabled aria-label="Delete Owner Demo">
          d
        </button>
      </span>
      <button type="button">plain</button>
    </RowHints>,
  );
}

describe('RowHints: one tooltip for a list’s row buttons', () => {
  it('shows a button’s hint on hover, anchored to it, and hides it when the pointer leaves', async () => {
    renderRow();
    const user = userEvent.setup({ delay: null });
    await user.hover(screen.getByRole('button', { name: 'Edit Kasun Perera' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit');
    await user.hover(screen.getByRole('button', { name: 'plain' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows a disabled button’s reason from the span around it, and keeps it between the two', async () => {
    renderRow();
    const user = userEvent.setup({ delay: null });
    const span = screen.getByRole('button', { name: 'Delete Owner Demo' }).parentElement!;
    await user.hover(span);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Super admins cannot be deleted');
    fireEvent.pointerOut(span, { relatedTarget: span.firstElementChild, pointerType: 'mouse' });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Super admins cannot be deleted');
  });

  it('shows the hint on keyboard focus at once, and Escape or leaving hides it', async () => {
    renderRow();
    const user = userEvent.setup({ delay: null });
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Edit');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Edit');
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('ignores touch, as MUI’s tooltips wait for a long press', async () => {
    renderRow();
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Edit Kasun Perera' }), { pointerType: 'touch' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
