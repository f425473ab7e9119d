import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { owner, staffUser } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { buildSale, buildTopUp } from '../../../tests/support/recharges';
import { renderScreen, withStyles } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { MESSAGES } from '../../domain/messages';
import type { FloatCheck } from './float';
import { rechargeHistory } from './history';

const api = setupApi();
const FEATURES = ['floatChecks'];
const BALANCES = { Dialog: 1250, DDTV: 0, Mobitel: 800.5, Hutch: 300, Airtel: 0 };

let sequence = 0;
/** A check as our server answers it: Dialog, checked 24 Nov 2026 09:12 in Colombo, LKR 250 short. */
function buildCheck(overrides: Partial<FloatCheck> = {}): FloatCheck {
  sequence += 1;
  const id = `f${String(sequence).padStart(23, '0')}`;
  return {
    id,
    _id: id,
    rechargeType: 'Dialog',
    computed: 1250,
    shown: 1000,
    difference: -250,
    reason: 'saleNotEntered',
    note: null,
    checkedAt: '2026-11-24T03:42:00.000Z',
    checkedByName: 'Staff Demo',
    adjustedAmount: null,
    adjustedFrom: null,
    adjustedTo: null,
    adjustedAt: null,
    adjustedByName: null,
    ...overrides,
  };
}

/** Our server's float calls, recording what the console sends. */
function serveFloat(checks: FloatCheck[] = [buildCheck(), buildCheck({ rechargeType: 'Hutch', difference: 150, shown: 450, computed: 300, reason: 'providerCommission' })]) {
  const state = { checks, posts: [] as unknown[], adjusts: [] as string[], latestReads: 0 };
  api.use(
    http.get('*/api/recharge/balance', () => HttpResponse.json(BALANCES)),
    http.get('*/api/recharge/float/latest', () => {
      state.latestReads += 1;
      return HttpResponse.json(checks);
    }),
    http.get('*/api/recharge/float', () => HttpResponse.json(checks)),
    http.post('*/api/recharge/float', async ({ request }) => {
      state.posts.push(await request.json());
      return HttpResponse.json([], { status: 201 });
    }),
    http.post('*/api/recharge/float/:id/adjust', ({ params }) => {
      state.adjusts.push(String(params.id));
      return HttpResponse.json({ ...checks[0], adjustedAmount: checks[0].difference });
    }),
  );
  return state;
}

/** The Sales History list (one sale) and the buyers it joins. */
function serveSales() {
  api.use(
    ...fakeResourceApi(rechargeHistory.routes!, [buildSale()], buildSale).handlers,
    ...['customers', 'agents'].map((path) => http.get(`*/api/${path}`, () => HttpResponse.json([]))),
  );
}

const lastChecks = () => screen.findByRole('region', { name: 'Float checked' }, { timeout: 15_000 });

async function openCheck(user: typeof owner, clicks: UserEvent) {
  renderScreen({ user, path: '/recharges/float', features: FEATURES });
  await clicks.click(await screen.findByRole('button', { name: 'Check float' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Check float' });
  await within(dialog).findByRole('group', { name: 'Dialog' });
  return dialog;
}

describe('the last float check on the recharge screens (product.md §10)', () => {
  it('shows staff each provider’s last check and its difference on Sales History, a shortfall in red', async () => {
    withStyles();
    serveSales();
    serveFloat();
    renderScreen({ user: staffUser, path: '/recharges/history', features: FEATURES });
    const section = await lastChecks();
    const dialog = await within(section).findByText('Dialog');
    const line = dialog.closest('li')!;
    expect(line).toHaveTextContent('Dialog Checked 24 Nov 2026 09:12 AM · difference LKR -250.00');
    expect(within(line).getByText('difference LKR -250.00')).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    // The amount stays whole where the line wraps (two checks a row, Tamil's longer words).
    expect(within(line).getByText('difference LKR -250.00').textContent).toBe('difference LKR\u00A0-250.00');
    expect(within(section).getByText('Hutch').closest('li')).toHaveTextContent('difference LKR 150.00');
    expect(within(section).getByText('Mobitel').closest('li')).toHaveTextContent('Not checked yet');
    expect(within(section).getByRole('link', { name: 'Check float' })).toHaveAttribute('href', '/recharges/float/create');
  });

  it('shows nothing of it on a backend without float checks: no line, no request', async () => {
    serveSales();
    const float = serveFloat();
    renderScreen({ user: owner, path: '/recharges/management', features: [] });
    api.use(...fakeResourceApi({ list: 'GET /recharge/topup' }, [buildTopUp()], buildTopUp).handlers);
    await screen.findByRole('heading', { name: 'Recharge Management' }, { timeout: 15_000 });
    await screen.findByRole('cell', { name: 'LKR 5,000.00' });
    expect(screen.queryByRole('region', { name: 'Float checked' })).not.toBeInTheDocument();
    expect(float.latestReads).toBe(0);
  });
});

describe('Check float', () => {
  it('lets staff type what a provider shows: the difference live, a reason asked for, then only typed providers sent', async () => {
    withStyles();
    const float = serveFloat();
    const clicks = userEvent.setup({ delay: null });
    const dialog = await openCheck(staffUser, clicks);
    const line = within(dialog).getByRole('group', { name: 'Dialog' });
    expect(line).toHaveTextContent('Computed: LKR 1,250.00');
    await clicks.type(within(line).getByLabelText('Dialog shows'), '1000');
    expect(within(line).getByText('Difference: LKR -250.00')).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    // Staff cannot adjust: no such choice.
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    await clicks.type(within(dialog).getByLabelText('Mobitel shows'), '800.50');
    expect(within(dialog).getByRole('group', { name: 'Mobitel' })).toHaveTextContent('Difference: LKR 0.00');

    await clicks.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(line).findByText(MESSAGES.floatReasonRequired)).toBeInTheDocument();
    expect(float.posts).toEqual([]);

    await clicks.click(within(line).getByRole('combobox', { name: 'Why Dialog differs' }));
    await clicks.click(await screen.findByRole('option', { name: 'Sale not entered' }));
    await clicks.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Float checked successfully')).toBeInTheDocument();
    expect(float.posts).toEqual([
      {
        checks: [
          { rechargeType: 'Dialog', shown: 1000, computed: 1250, reason: 'saleNotEntered', note: null },
          { rechargeType: 'Mobitel', shown: 800.5, computed: 800.5, reason: null, note: null },
        ],
      },
    ]);
  }, 45_000);

  it('keeps every figure typed when the save is refused, with the server’s reason', async () => {
    serveFloat();
    const message = 'The Hutch balance changed to LKR 280.00 while you were checking (a sale or a top-up). Please check it again.';
    api.use(http.post('*/api/recharge/float', () => HttpResponse.json({ message }, { status: 409 })));
    const clicks = userEvent.setup({ delay: null });
    const dialog = await openCheck(staffUser, clicks);
    await clicks.type(within(dialog).getByLabelText('Hutch shows'), '300');
    await clicks.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Check float' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Hutch shows')).toHaveValue(300);
  }, 30_000);

  it('lets the owner adjust with the check, and adjust a past difference from its row', async () => {
    const float = serveFloat();
    const clicks = userEvent.setup({ delay: null });
    const dialog = await openCheck(owner, clicks);
    await clicks.type(within(dialog).getByLabelText('Hutch shows'), '340');
    const hutch = within(dialog).getByRole('group', { name: 'Hutch' });
    await clicks.click(within(hutch).getByRole('combobox', { name: 'Why Hutch differs' }));
    await clicks.click(await screen.findByRole('option', { name: 'Provider commission' }));
    await clicks.click(within(hutch).getByRole('switch', { name: 'Bring the Hutch balance to what it shows (logged)' }));
    await clicks.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(float.posts).toEqual([{ checks: [{ rechargeType: 'Hutch', shown: 340, computed: 300, reason: 'providerCommission', note: null, adjust: true }] }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Check float' })).not.toBeInTheDocument());

    // The Dialog check's difference (LKR -250.00) is not adjusted yet: its row offers Adjust.
    const row = (await screen.findByText('Sale not entered')).closest('tr')!;
    await clicks.click(within(row).getByRole('button', { name: /^Adjust balance/ }));
    const adjust = await screen.findByRole('dialog', { name: 'Adjust balance' });
    expect(adjust).toHaveTextContent('Adjust the balance by: LKR -250.00');
    await clicks.click(within(adjust).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Balance adjusted successfully')).toBeInTheDocument();
    expect(float.adjusts).toEqual([float.checks[0]._id]);
  }, 45_000);

  it('gives staff the list without Adjust', async () => {
    serveFloat();
    renderScreen({ user: staffUser, path: '/recharges/float', features: FEATURES });
    const row = (await screen.findByText('Sale not entered', {}, { timeout: 15_000 })).closest('tr')!;
    expect(row).toHaveTextContent('LKR -250.00');
    expect(within(row).queryByRole('button', { name: /^Adjust balance/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Check Details/ })).toBeInTheDocument();
  });
});
