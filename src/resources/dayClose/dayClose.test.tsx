import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { owner, staffUser } from '../../../tests/support/builders';
import { renderScreen, withStyles } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { MESSAGES } from '../../domain/messages';
import type { DayClose } from '.';

const api = setupApi();
const FEATURES = ['dayClose'];
/** 24 Nov 2026, 8:30 pm in Colombo: after the shop's closing hour (8 pm, where the backend keeps no settings). */
const AFTER_CLOSING = new Date('2026-11-24T15:00:00.000Z');
/** 5:13 pm in Colombo the same day: before it. */
const BEFORE_CLOSING = new Date('2026-11-24T11:43:00.000Z');
const TODAY = '2026-11-24';

// The clock is the shop's: closing the day before its closing hour asks first.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AFTER_CLOSING);
});
afterEach(() => vi.useRealTimers());

/** Today so far, as our server answers it: 2,000 float; 12,500 in cash from bills, 300 on account; 500 refunded, 250 spent, 1,000 paid out. Expected: 12,750. */
const TODAY_ANSWER = {
  day: TODAY,
  openingFloat: 2000,
  movements: {
    received: { bill: { cash: 12500, card: 4000 }, account: { cash: 300 }, sale: { wallet: 800 } },
    refunds: { cash: 500 },
    expenses: { cash: 250, card: 100 },
    payIns: 0,
    payOuts: 1300,
  },
  cashMovements: [{ _id: 'm1', kind: 'out', amount: 1300, reason: 'Delivery', createdAt: '2026-11-24T05:00:00.000Z', createdByName: 'Staff Demo' }],
  floatChecks: [],
  close: null,
};

function buildClose(overrides: Partial<DayClose> = {}): DayClose {
  const id = overrides.id ?? 'c00000000000000000000001';
  return {
    id,
    _id: id,
    day: '2026-11-23',
    status: 'closed',
    openingFloat: 2000,
    expected: 15000,
    counted: 14900,
    difference: -100,
    floatLeft: 2000,
    note: 'A 100 note missing',
    closedAt: '2026-11-23T15:30:00.000Z',
    closedByName: 'Staff Demo',
    reopenedAt: null,
    reopenedByName: null,
    reopenReason: null,
    ...overrides,
  };
}

/** Shift 1 of today, closed at 14:02 Colombo by Nimal LKR 100 short. */
const SHIFT_1 = buildClose({
  id: 'c00000000000000000000003',
  _id: 'c00000000000000000000003',
  day: TODAY,
  closesDay: false,
  shift: 1,
  fromAt: null,
  note: 'Shift 1 short',
  closedAt: `${TODAY}T08:32:00.000Z`,
  closedByName: 'Nimal Perera',
});

/** Our server's day close calls, recording what the console sends; `refuse` answers the close with that refusal; `answer` is today's. */
function serveDayClose({ refuse, answer = TODAY_ANSWER, extra = [] }: { refuse?: { status: number; body: object }; answer?: object; extra?: DayClose[] } = {}) {
  const state = { posts: [] as Record<string, unknown>[], dayReads: 0 };
  const closes = [
    ...extra,
    buildClose(),
    buildClose({ id: 'c00000000000000000000002', _id: 'c00000000000000000000002', day: '2026-11-22', expected: 9000, counted: 9000, difference: 0, note: null }),
  ];
  api.use(
    http.get('*/api/dayclose', () => HttpResponse.json(closes)),
    http.get('*/api/dayclose/day/:day', () => {
      state.dayReads += 1;
      return HttpResponse.json(answer);
    }),
    http.post('*/api/dayclose', async ({ request }) => {
      state.posts.push((await request.json()) as Record<string, unknown>);
      if (refuse) return HttpResponse.json(refuse.body, { status: refuse.status });
      return HttpResponse.json(buildClose({ day: TODAY }), { status: 201 });
    }),
  );
  return state;
}

async function openClose(user: typeof owner, clicks: UserEvent, features = FEATURES) {
  renderScreen({ user, path: '/dayclose', features });
  await clicks.click(await screen.findByRole('button', { name: 'Close the day' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Close the day' });
  await within(dialog).findByLabelText('LKR 5000', {}, { timeout: 15_000 });
  return dialog;
}

const difference = (dialog: HTMLElement) => within(dialog).getByRole('status', { name: 'Difference' });

describe('Day Close (product.md §10)', () => {
  it('lists closed days with each difference as a coloured chip, and today’s cash expected; the owner may reopen a day', async () => {
    serveDayClose();
    renderScreen({ user: owner, path: '/dayclose', features: FEATURES });
    const short = (await screen.findByText('A 100 note missing', {}, { timeout: 15_000 })).closest('tr')!;
    expect(within(short).getByText('LKR -100.00').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    const matched = screen.getAllByText('LKR 9,000.00')[0].closest('tr')!;
    expect(within(matched).getByText('LKR 0.00').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(within(short).getByRole('button', { name: /^Reopen day/ })).toBeInTheDocument();
    const today = screen.getByRole('region', { name: /^Today, / });
    expect(today).toHaveTextContent('Not closed yet');
    expect(today).toHaveTextContent('Cash expected in the drawer now: LKR 12,750.00');
  });

  it('lets staff count the drawer: the difference live, red until a note is written, then the close sent with the count', async () => {
    withStyles();
    const state = serveDayClose();
    const clicks = userEvent.setup({ delay: null });
    const dialog = await openClose(staffUser, clicks);
    expect(dialog).toHaveTextContent('Expected in the drawer');
    expect(dialog).toHaveTextContent('LKR 12,750.00');
    expect(dialog).toHaveTextContent('Card');
    expect(difference(dialog)).toHaveTextContent('Short by LKR 12,750.00');
    // Closing by shift is the owner's choice in Settings: a backend without it closes whole days.
    expect(within(dialog).queryByRole('radio', { name: 'Close this shift' })).not.toBeInTheDocument();

    await clicks.type(within(dialog).getByLabelText('LKR 5000'), '2');
    await clicks.type(within(dialog).getByLabelText('LKR 1000'), '2');
    await clicks.type(within(dialog).getByLabelText('LKR 500'), '1');
    await clicks.type(within(dialog).getByLabelText('LKR 100'), '1');
    await clicks.type(within(dialog).getByLabelText('LKR 50'), '1');
    expect(difference(dialog)).toHaveTextContent('Short by LKR 100.00');
    expect(within(difference(dialog)).getByText('LKR -100.00')).toHaveStyle({ color: 'rgb(211, 47, 47)' });

    await clicks.click(within(dialog).getByRole('button', { name: 'Close the day' }));
    expect(await within(dialog).findByText(MESSAGES.dayCloseNoteRequired)).toBeInTheDocument();
    expect(state.posts).toEqual([]);

    await clicks.type(within(dialog).getByLabelText('LKR 50'), '{Backspace}3');
    expect(difference(dialog)).toHaveTextContent('The count matches');
    await clicks.click(within(dialog).getByRole('button', { name: 'Close the day' }));
    expect(await screen.findByText('Day closed successfully')).toBeInTheDocument();
    expect(state.posts).toEqual([
      { day: TODAY, openingFloat: 2000, count: { '5000': 2, '1000': 2, '500': 1, '100': 1, '50': 3 }, floatLeft: null, note: null, expected: 12750 },
    ]);
    // Staff close days; reopening one is the owner's.
    const row = (await screen.findByText('A 100 note missing')).closest('tr')!;
    expect(within(row).getByRole('button', { name: /^Print day report/ })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Reopen day/ })).not.toBeInTheDocument();
  }, 90_000);

  it('moves the cash expected and the difference with the opening float typed; the count moves the difference alone', async () => {
    serveDayClose();
    const clicks = userEvent.setup({ delay: null });
    const dialog = await openClose(owner, clicks);
    const figures = within(dialog).getByRole('region', { name: 'The day so far' });
    expect(figures).toHaveTextContent('LKR 12,750.00');
    await clicks.clear(within(dialog).getByLabelText('Opening float'));
    await clicks.type(within(dialog).getByLabelText('Opening float'), '3000');
    expect(figures).toHaveTextContent('LKR 13,750.00');
    expect(difference(dialog)).toHaveTextContent('Short by LKR 13,750.00');
    await clicks.type(within(dialog).getByLabelText('LKR 5000'), '2');
    expect(difference(dialog)).toHaveTextContent('Short by LKR 3,750.00');
    expect(figures).toHaveTextContent('LKR 13,750.00');
  }, 90_000);

  it('keeps the count when the save is refused, with the server’s reason, and reads the figures again', async () => {
    const message = "The day's takings changed while you were counting (a sale, payment or expense): expected cash is now LKR 13,750.00. Please check the count again.";
    const state = serveDayClose({ refuse: { status: 409, body: { message } } });
    const clicks = userEvent.setup({ delay: null });
    const dialog = await openClose(owner, clicks);
    await clicks.type(within(dialog).getByLabelText('LKR 2000'), '6');
    await clicks.type(within(dialog).getByLabelText('LKR 20'), '4');
    await clicks.type(within(dialog).getByLabelText('Note'), 'Counted twice');
    const reads = state.dayReads;
    await clicks.click(within(dialog).getByRole('button', { name: 'Close the day' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Close the day' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('LKR 2000')).toHaveValue(6);
    expect(within(dialog).getByLabelText('LKR 20')).toHaveValue(4);
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Counted twice');
    await waitFor(() => expect(state.dayReads).toBeGreaterThan(reads));
  }, 90_000);

  it('shows each close as the day’s or a shift’s in the list, and today’s shifts closed so far', async () => {
    serveDayClose({ answer: { ...TODAY_ANSWER, shift: 2, fromAt: SHIFT_1.closedAt, closes: [SHIFT_1] }, extra: [SHIFT_1] });
    renderScreen({ user: owner, path: '/dayclose', features: FEATURES });
    const shiftRow = (await screen.findByText('Shift 1 short', {}, { timeout: 15_000 })).closest('tr')!;
    expect(within(shiftRow).getByText('Shift 1').closest('.MuiChip-root')).toBeInTheDocument();
    const dayRow = screen.getByText('A 100 note missing').closest('tr')!;
    expect(within(dayRow).getByText('Day').closest('.MuiChip-root')).toBeInTheDocument();
    const today = screen.getByRole('region', { name: /^Today, / });
    expect(today).toHaveTextContent(/Shift 1 closed .* by Nimal Perera, difference LKR -100\.00/);
    expect(today).toHaveTextContent('Not closed yet');
  });

  it('offers "Close this shift" or "Close the day" when the owner closes by shift, naming the open shift; the close says which', async () => {
    const state = serveDayClose({ answer: { ...TODAY_ANSWER, shift: 2, fromAt: SHIFT_1.closedAt, closes: [SHIFT_1] } });
    api.use(http.get('*/api/settings', () => HttpResponse.json({ shopName: 'Perera Communication', closingHour: 20, closesByShift: true })));
    const clicks = userEvent.setup({ delay: null });
    const dialog = await openClose(staffUser, clicks, [...FEATURES, 'settings']);
    const shift = await within(dialog).findByRole('radio', { name: 'Close this shift' });
    expect(shift).toBeChecked();
    expect(within(dialog).getByRole('heading', { name: /^Shift 2, since / })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/Shift 1 closed .* by Nimal Perera/);

    await clicks.type(within(dialog).getByLabelText('LKR 5000'), '2');
    await clicks.type(within(dialog).getByLabelText('LKR 1000'), '2');
    await clicks.type(within(dialog).getByLabelText('LKR 500'), '1');
    await clicks.type(within(dialog).getByLabelText('LKR 100'), '2');
    await clicks.type(within(dialog).getByLabelText('LKR 50'), '1');
    await clicks.click(within(dialog).getByRole('button', { name: 'Close this shift' }));
    expect(await screen.findByText('Shift closed successfully')).toBeInTheDocument();
    expect(state.posts).toEqual([expect.objectContaining({ day: TODAY, closesDay: false, shift: 2, expected: 12750 })]);
  }, 90_000);

  it('asks before closing the day before the shop’s closing hour, saying what it stops; Cancel sends nothing, going on closes', async () => {
    vi.setSystemTime(BEFORE_CLOSING);
    const state = serveDayClose();
    api.use(http.get('*/api/settings', () => HttpResponse.json({ shopName: 'Perera Communication', closingHour: 20, closesByShift: false })));
    const clicks = userEvent.setup({ delay: null });
    const dialog = await openClose(owner, clicks, [...FEATURES, 'settings']);
    await clicks.type(within(dialog).getByLabelText('LKR 5000'), '2');
    await clicks.type(within(dialog).getByLabelText('LKR 1000'), '2');
    await clicks.type(within(dialog).getByLabelText('LKR 500'), '1');
    await clicks.type(within(dialog).getByLabelText('LKR 100'), '2');
    await clicks.type(within(dialog).getByLabelText('LKR 50'), '1');
    await clicks.click(within(dialog).getByRole('button', { name: 'Close the day' }));
    const question = await screen.findByRole('dialog', { name: 'Close the day before 20:00?' });
    expect(question).toHaveTextContent(
      'The shop closes at 20:00. Once 24 Nov 2026 is closed, no more bills, sales, expenses, payments or repair payments can be recorded on it until the owner reopens it.',
    );
    await clicks.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Close the day before 20:00?' })).not.toBeInTheDocument());
    expect(state.posts).toEqual([]);
    // The count is still there to close with.
    expect(within(dialog).getByLabelText('LKR 5000')).toHaveValue(2);

    // Once the question has gone, the form is in reach again.
    await clicks.click(await within(dialog).findByRole('button', { name: 'Close the day' }));
    await clicks.click(within(await screen.findByRole('dialog', { name: 'Close the day before 20:00?' })).getByRole('button', { name: 'Close the day' }));
    expect(await screen.findByText('Day closed successfully')).toBeInTheDocument();
    expect(state.posts).toEqual([expect.objectContaining({ day: TODAY, expected: 12750 })]);
  }, 90_000);

  it('closes at once from the closing hour on', async () => {
    const state = serveDayClose();
    api.use(http.get('*/api/settings', () => HttpResponse.json({ shopName: 'Perera Communication', closingHour: 20, closesByShift: false })));
    const clicks = userEvent.setup({ delay: null });
    const dialog = await openClose(owner, clicks, [...FEATURES, 'settings']);
    await clicks.type(within(dialog).getByLabelText('LKR 5000'), '2');
    await clicks.type(within(dialog).getByLabelText('LKR 1000'), '2');
    await clicks.type(within(dialog).getByLabelText('LKR 500'), '1');
    await clicks.type(within(dialog).getByLabelText('LKR 100'), '2');
    await clicks.type(within(dialog).getByLabelText('LKR 50'), '1');
    await clicks.click(within(dialog).getByRole('button', { name: 'Close the day' }));
    expect(await screen.findByText('Day closed successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /^Close the day before/ })).not.toBeInTheDocument();
    expect(state.posts).toHaveLength(1);
  }, 90_000);

  it('asks nothing of it on a backend without the day close', async () => {
    const state = serveDayClose();
    api.use(http.get('*/api/bills', () => HttpResponse.json([])));
    renderScreen({ user: owner, path: '/bills', features: [] });
    await screen.findByRole('heading', { name: 'Bills' }, { timeout: 15_000 });
    expect(state.dayReads).toBe(0);
  });
});
