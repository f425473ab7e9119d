import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { owner, staffUser } from '../../../tests/support/builders';
import { renderScreen, withStyles } from '../../../tests/support/renderApp';
import { fathima, phone, serveRepairShop, tablet, tv } from '../../../tests/support/repairShop';
import { clearPicker, pickerField, pickerText, typeInPicker } from '../../../tests/support/pickers';
import { setupApi } from '../../../tests/support/server';

const api = setupApi();
// Whole-app renders with dialogs and typed fields: slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

async function openRepairs(user = owner) {
  const fake = serveRepairShop(api, user);
  renderScreen({ user, path: '/repairs/management' });
  await screen.findByText('Samsung Galaxy A52', {}, { timeout: 15_000 });
  return fake;
}

const PHONE = 'Samsung Galaxy A52 of Kasun Perera';

/** Every call to a path under /api/repairs/ that is a write, as the server saw it. */
function recordWrites() {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const keep = async (request: Request) => {
    const body = request.method === 'DELETE' ? undefined : await request.json();
    calls.push({ method: request.method, path: new URL(request.url).pathname, body });
  };
  return { calls, keep };
}

describe('Change Status (product.md §4, §5, §8)', () => {
  async function openChange(user = staffUser) {
    await openRepairs(user);
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole('button', { name: `Change Status ${PHONE}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    return { user: events, dialog };
  }

  it('starts the date and time at now in Colombo', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 00:35:20 on 15 Mar in Colombo, still the 14th in UTC; the form keeps the minute.
    vi.setSystemTime(new Date('2026-03-14T19:05:20Z'));
    try {
      const { dialog } = await openChange();
      expect(pickerText(pickerField(dialog, /^Date & Time/))).toBe('15 Mar 2026 12:35 AM');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a date in the future under the field, and sends nothing', async () => {
    const writes = recordWrites();
    const { user, dialog } = await openChange();
    api.use(http.patch('*/api/repairs/status/:id', async ({ request }) => (await writes.keep(request), HttpResponse.json(phone))));
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'In Progress' }));
    await typeInPicker(user, pickerField(dialog, /^Date & Time/), '010120991000A');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Status date cannot be in the future')).toBeInTheDocument();
    expect(writes.calls).toEqual([]);
  });

  it("asks for a status and a date ('Please select status', 'Please select date')", async () => {
    const { user, dialog } = await openChange();
    await clearPicker(user, pickerField(dialog, /^Date & Time/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please select status')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select date')).toBeInTheDocument();
  });

  it('lets staff choose any status and sends status, date and note', async () => {
    const writes = recordWrites();
    const { user, dialog } = await openChange();
    api.use(
      http.patch('*/api/repairs/status/:id', async ({ request }) => {
        await writes.keep(request);
        return HttpResponse.json({ ...phone, status: 'Customer Collected' });
      }),
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    // No order is enforced: straight from Sent to Company to Customer Collected.
    await user.click(await screen.findByRole('option', { name: 'Customer Collected' }));
    await typeInPicker(user, pickerField(dialog, /^Date & Time/), '140320260505P');
    await user.type(within(dialog).getByLabelText(/^Note/), 'Collected by his brother');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    expect(writes.calls).toEqual([
      {
        method: 'PATCH',
        path: `/api/repairs/status/${phone._id}`,
        body: { status: 'Customer Collected', dateManual: '2026-03-14 17:05:00', note: 'Collected by his brother' },
      },
    ]);
  });

  it("shows only 'Failed to update status' when the server fails (fallback only)", async () => {
    const { user, dialog } = await openChange(owner);
    api.use(http.patch('*/api/repairs/status/:id', () => HttpResponse.json({ message: 'database is locked' }, { status: 500 })));
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'In Progress' }));
    await typeInPicker(user, pickerField(dialog, /^Date & Time/), '140320260505P');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
    expect(screen.queryByText('database is locked')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change Status' })).toBeInTheDocument();
  });
});

describe('Status History (product.md §2, §4, §6, §8)', () => {
  async function openHistory(user = owner) {
    await openRepairs(user);
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole('button', { name: `Status History ${PHONE}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Status History' });
    await within(dialog).findByText('Courier to Samsung');
    return { user: events, dialog };
  }

  it('shows the entries in order with date, note and who; a deleted one in red', async () => {
    withStyles();
    const { dialog } = await openHistory(staffUser);
    const entries = within(dialog).getAllByRole('listitem');
    expect(entries.map((entry) => entry.getAttribute('aria-label'))).toEqual([
      '1. Received from Customer',
      '2. In Progress',
      '3. Sent to Company',
    ]);
    expect(entries[2]).toHaveTextContent('12 Mar 2026 11:45 AM · by Staff Demo');
    expect(entries[1]).toHaveAttribute('data-deleted', 'true');
    expect(within(entries[1]).getByText('Deleted')).toBeInTheDocument();
    expect(within(entries[1]).getByText('In Progress')).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    // 'Sent to Company' in the theme's warning colour (darker than MUI's, for contrast: src/theme.ts).
    expect(within(entries[2]).getByTestId('history-dot')).toHaveStyle({ backgroundColor: 'rgb(180, 83, 9)' });
  });

  it('keeps who made a corrected step, and says who corrected it and when', async () => {
    const history = phone.statusHistory.map((entry, index) =>
      index === 2 ? { ...entry, editedByName: 'Owner Demo', editedAt: '2026-03-13T03:00:00.000Z' } : entry,
    );
    serveRepairShop(api, staffUser, [{ ...phone, statusHistory: history }, tv, tablet]);
    renderScreen({ user: staffUser, path: '/repairs/management' });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: `Status History ${PHONE}` }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Status History' });
    const entries = await within(dialog).findAllByRole('listitem');
    expect(entries[2]).toHaveTextContent('12 Mar 2026 11:45 AM · by Staff Demo');
    expect(entries[2]).toHaveTextContent('Corrected by Owner Demo on 13 Mar 2026 08:30 AM');
    expect(entries[0]).not.toHaveTextContent('Corrected');
  });

  it('gives staff no edit or delete of entries', async () => {
    const { dialog } = await openHistory(staffUser);
    expect(within(dialog).queryByRole('button', { name: /^Edit entry|^Delete entry/ })).not.toBeInTheDocument();
  });

  it('lets super admins edit an entry: status, date and note', async () => {
    const writes = recordWrites();
    const { user, dialog } = await openHistory();
    api.use(
      http.put('*/api/repairs/:id/status/:index', async ({ request }) => {
        await writes.keep(request);
        return HttpResponse.json(phone);
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Edit entry 3' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Status History' });
    expect(pickerText(pickerField(edit, /^Date & Time/))).toBe('12 Mar 2026 11:45 AM');
    const note = within(edit).getByLabelText(/^Note/);
    await user.clear(note);
    await user.type(note, 'DHL to Samsung Colombo');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Status history updated successfully')).toBeInTheDocument();
    expect(writes.calls).toEqual([
      {
        method: 'PUT',
        path: `/api/repairs/${phone._id}/status/2`,
        body: { status: 'Sent to Company', dateManual: '2026-03-12 11:45:00', note: 'DHL to Samsung Colombo' },
      },
    ]);
  });

  it('lets super admins delete an entry after confirmation; it then shows in red', async () => {
    const writes = recordWrites();
    const { user, dialog } = await openHistory();
    const after = { ...phone, statusHistory: phone.statusHistory.map((entry, index) => (index === 0 ? { ...entry, isDeleted: true } : entry)) };
    api.use(
      http.delete('*/api/repairs/:id/status/:index', async ({ request }) => {
        await writes.keep(request);
        return HttpResponse.json(after);
      }),
      http.get('*/api/repairs', () => HttpResponse.json([after])),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete entry 1' }));
    await user.click(within(await screen.findByRole('dialog', { name: /Delete this status history entry/ })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Status history deleted successfully')).toBeInTheDocument();
    expect(writes.calls).toEqual([{ method: 'DELETE', path: `/api/repairs/${phone._id}/status/0`, body: undefined }]);
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')[0]).toHaveAttribute('data-deleted', 'true'));
  });

  it.each([
    ['Edit entry 3', 'put', 'Failed to update status history'],
    ['Delete entry 1', 'delete', 'Failed to delete status history'],
  ] as const)("shows only the fallback when %s fails ('%s')", async (button, verb, fallback) => {
    const { user, dialog } = await openHistory();
    api.use(http[verb]('*/api/repairs/:id/status/:index', () => HttpResponse.json({ message: 'SQLITE_BUSY' }, { status: 500 })));
    await user.click(within(dialog).getByRole('button', { name: button }));
    const confirm = verb === 'put' ? await screen.findByRole('dialog', { name: 'Edit Status History' }) : await screen.findByRole('dialog', { name: /Delete this/ });
    await user.click(within(confirm).getByRole('button', { name: verb === 'put' ? 'Save' : 'Confirm' }));
    expect(await screen.findByText(fallback)).toBeInTheDocument();
    expect(screen.queryByText('SQLITE_BUSY')).not.toBeInTheDocument();
  });
});

describe('Revenue Report (product.md §5, §6)', () => {
  it("needs a date range ('Please select date range'), then shows count, revenue and profit", async () => {
    await openRepairs();
    const asked: string[] = [];
    api.use(
      http.get('*/api/repairs/revenue', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ count: 12, totalRevenue: 84500.5, totalProfit: 30100 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Revenue Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revenue Report' });
    await typeInPicker(user, pickerField(dialog, /^From/), '01032026');
    await user.click(within(dialog).getByRole('button', { name: 'Show report' }));
    expect(await within(dialog).findByText('Please select date range')).toBeInTheDocument();
    expect(asked).toEqual([]);
    await typeInPicker(user, pickerField(dialog, /^To/), '31032026');
    await user.click(within(dialog).getByRole('button', { name: 'Show report' }));
    const figures = await within(dialog).findByRole('group', { name: 'Report' });
    expect(figures).toHaveTextContent('Repairs12');
    expect(figures).toHaveTextContent('Total RevenueLKR 84,500.50');
    expect(figures).toHaveTextContent('Total ProfitLKR 30,100.00');
    expect(asked).toEqual(['?from=2026-03-01&to=2026-03-31']);
  });

  it("tells staff who open the report's link that it is not theirs", async () => {
    serveRepairShop(api, staffUser);
    renderScreen({ user: staffUser, path: '/repairs/management/report' });
    expect(await screen.findByText('Only super admins can read the revenue report', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Revenue Report' })).not.toBeInTheDocument();
  });
});

describe('WhatsApp (product.md §4, §5, §8)', () => {
  const open = vi.fn();
  beforeEach(() => {
    open.mockReset();
    vi.stubGlobal('open', open);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is offered only for Returned from Company and Customer Collected', async () => {
    await openRepairs(staffUser);
    const buttons = await screen.findAllByRole('button', { name: /^Send WhatsApp/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      `Send WhatsApp ${tv.repairProduct} of Fathima Rizwan`,
      'Send WhatsApp iPad Air of Kasun Perera',
    ]);
  });

  it('says the device is ready when it is back, falling back to the phone number', async () => {
    await openRepairs(staffUser);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: `Send WhatsApp ${tv.repairProduct} of Fathima Rizwan` }));
    const dialog = await screen.findByRole('dialog', { name: 'Send WhatsApp' });
    expect(await within(dialog).findByText('+94712223334')).toBeInTheDocument();
    const message = within(dialog).getByLabelText('Message') as HTMLTextAreaElement;
    expect(message.value).toContain(`Dear ${fathima.firstName} Rizwan,`);
    expect(message.value).toContain('is back from the company and ready for collection');
    expect(message.value).toContain('Amount to pay: LKR 2,000.50');
    await user.type(message, '\nOpen till 7 pm');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const [link, target] = open.mock.calls[0];
    expect(link).toMatch(/^https:\/\/wa\.me\/94712223334\?text=Dear%20Fathima%20Rizwan%2C/);
    expect(decodeURIComponent(link.split('text=')[1])).toContain('Open till 7 pm');
    expect(target).toBe('_blank');
    expect(await screen.findByText('WhatsApp opened successfully')).toBeInTheDocument();
  });

  it('thanks the customer once collected, with its own message', async () => {
    await openRepairs(staffUser);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Send WhatsApp iPad Air of Kasun Perera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send WhatsApp' });
    expect(await within(dialog).findByText('+94761112223')).toBeInTheDocument();
    const message = (within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value;
    expect(message).toContain('Thank you for collecting your iPad Air');
    expect(message).not.toContain('ready for collection');
  });

  it("says 'WhatsApp number not available for this customer' when there is no number", async () => {
    const silent = { ...tablet, customer: { ...tablet.customer, phoneNumber: '', whatsappNumber: '' } };
    serveRepairShop(api, staffUser, [phone, silent]);
    renderScreen({ user: staffUser, path: `/repairs/management/${silent._id}/whatsappCollected` });
    expect(await screen.findByText('WhatsApp number not available for this customer', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it("says 'Invalid WhatsApp number format' when the stored WhatsApp number has no digits", async () => {
    const garbled = { ...tablet, customer: { ...tablet.customer, whatsappNumber: 'none' } };
    serveRepairShop(api, staffUser, [phone, garbled]);
    renderScreen({ user: staffUser, path: `/repairs/management/${garbled._id}/whatsappCollected` });
    expect(await screen.findByText('Invalid WhatsApp number format', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});

describe('Job card (beyond the spec)', () => {
  it('prints the repair number, customer, device, issues, agreed amount, return date and terms', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await openRepairs(staffUser);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: `Print Job Card ${PHONE}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Print Job Card' });
    const card = (await within(dialog).findByText(`Job No. ${phone._id.slice(-8).toUpperCase()}`)).closest('.shop-printed-document')!;
    expect(card).toHaveTextContent('Kasun Perera');
    expect(card).toHaveTextContent('Samsung Galaxy A52');
    expect(card).toHaveTextContent('Screen ReplacementLKR 10,000.00');
    expect(card).toHaveTextContent('Battery ReplacementLKR 4,500.00');
    expect(card).toHaveTextContent('DiscountLKR 500.00');
    expect(card).toHaveTextContent('Agreed amountLKR 14,000.00');
    expect(card).toHaveTextContent('15 Mar 2026 06:00 PM');
    expect(card).toHaveTextContent('Please bring this job card to collect your device.');
    await user.click(within(dialog).getByRole('button', { name: 'A4' }));
    expect(card).toHaveAttribute('data-paper', 'a4');
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
