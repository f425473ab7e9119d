import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultTemplates } from '../../domain/repairMessages';
import { owner, staffUser } from '../../../tests/support/builders';
import { pickerField, typeInPicker } from '../../../tests/support/pickers';
import { renderScreen } from '../../../tests/support/renderApp';
import { phone, serveRepairShop } from '../../../tests/support/repairShop';
import { setupApi } from '../../../tests/support/server';

/** Each repair status's WhatsApp message (product.md §10): the owner's templates, and the message offered as a status changes. */

const api = setupApi();
// Whole-app renders with dialogs and typed fields: slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

const FEATURES = ['settings', 'statusMessages'];
const SHOP = {
  shopName: 'Perera Communication',
  address: '12 Main Street, Kandy',
  phone: '0812234567',
  receiptFooter: '',
  lowBalanceThreshold: 1000,
  lowStockThreshold: 5,
  maxDiscountPercent: 10,
  closingHour: 20,
  updatedAt: '2026-03-01T04:30:00.000Z',
};

/** Serves the shop's settings and its repair messages; records every PUT of the messages. */
function serveMessages(templates: Record<string, string> = defaultTemplates()) {
  const puts: unknown[] = [];
  const reads: string[] = [];
  let current = { ...templates, updatedAt: null as string | null };
  api.use(
    http.get('*/api/settings', () => HttpResponse.json(SHOP)),
    http.get('*/api/settings/repair-messages', ({ request }) => (reads.push(request.url), HttpResponse.json(current))),
    http.put('*/api/settings/repair-messages', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      puts.push(body);
      current = { ...current, ...body, updatedAt: '2026-03-14T10:00:00.000Z' };
      return HttpResponse.json(current);
    }),
  );
  return { puts, reads };
}

/** Clicks Save once it is enabled, as a person does: the form checks each change before it counts as changed. */
async function saveMessages(user: ReturnType<typeof userEvent.setup>) {
  const save = screen.getByRole('button', { name: 'Save messages' });
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);
}

describe('the owner’s repair messages on Settings', () => {
  it('loads every status’s template, refuses an unknown placeholder under it, and saves them', async () => {
    const { puts } = serveMessages();
    renderScreen({ user: owner, path: '/settings', features: FEATURES });
    const section = await screen.findByRole('region', { name: 'In Progress' }, { timeout: 15_000 });
    const input = within(section).getByRole('textbox', { name: 'In Progress' });
    expect(input).toHaveValue(defaultTemplates().inProgress);

    const user = userEvent.setup({ delay: null });
    await user.clear(input);
    await user.click(input);
    await user.paste('Hello {customer}, your {device} is on the bench.');
    await saveMessages(user);
    expect(await within(section).findByText(/^\{customer\} is not a placeholder/)).toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.clear(input);
    await user.paste('Hello {customerName}, your {device} is on the bench.');
    // An emptied status sends nothing; the default comes back with one click.
    const pending = within(screen.getByRole('region', { name: 'Pending Parts' })).getByRole('textbox', { name: 'Pending Parts' });
    await user.clear(pending);
    const received = screen.getByRole('region', { name: 'Received from Customer' });
    await user.clear(within(received).getByRole('textbox', { name: 'Received from Customer' }));
    await user.click(within(received).getByRole('button', { name: 'Use the default' }));
    await saveMessages(user);

    expect(await screen.findByText('Repair messages saved successfully')).toBeInTheDocument();
    expect(puts).toEqual([{ ...defaultTemplates(), inProgress: 'Hello {customerName}, your {device} is on the bench.', pendingParts: '' }]);
  });
});

describe('Change Status offers the new status’s message', () => {
  const open = vi.fn();
  beforeEach(() => {
    open.mockReset();
    vi.stubGlobal('open', open);
  });
  afterEach(() => vi.unstubAllGlobals());

  const PHONE = 'Samsung Galaxy A52 of Kasun Perera';

  async function changeTo(status: string, features: string[]) {
    serveRepairShop(api, staffUser);
    api.use(http.patch('*/api/repairs/status/:id', () => HttpResponse.json({ ...phone, status, number: 42, statusCode: 'k7Qx9mWp2Z' })));
    renderScreen({ user: staffUser, path: '/repairs/management', features });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: `Change Status ${PHONE}` }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    // The current status, as the list shows it.
    expect(within(dialog).getByText('Current status')).toBeInTheDocument();
    expect(within(dialog).getByText('Sent to Company')).toHaveClass('MuiChip-label');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: status }));
    await typeInPicker(user, pickerField(dialog, /^Date & Time/), '140320260505P');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    return { user, dialog };
  }

  it('fills in the owner’s template, editable, and opens the chat in one click', async () => {
    serveMessages({ ...defaultTemplates(), inProgress: 'Dear {customerName}, repair {jobNumber} is on the bench.\nTrack it: {statusLink}\n{shopName}' });
    const { user, dialog } = await changeTo('In Progress', FEATURES);
    const message = (await within(dialog).findByLabelText('Message')) as HTMLTextAreaElement;
    await waitFor(() =>
      expect(message.value).toBe(`Dear Kasun Perera, repair R-000042 is on the bench.\nTrack it: ${window.location.origin}/status/k7Qx9mWp2Z\nPerera Communication`),
    );
    expect(within(dialog).getByText('+94761112223')).toBeInTheDocument();
    await user.type(message, ' Thanks!');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const [link] = open.mock.calls[0];
    expect(link).toMatch(/^https:\/\/wa\.me\/94761112223\?text=Dear%20Kasun%20Perera%2C%20repair%20R-000042/);
    expect(decodeURIComponent(link)).toContain('Perera Communication Thanks!');
    expect(await screen.findByText('WhatsApp opened successfully')).toBeInTheDocument();
  });

  it('on the shop’s own backend offers the spec’s message at its two statuses only, asking nothing of templates', async () => {
    const { reads } = serveMessages();
    const { dialog } = await changeTo('Returned from Company', []);
    const message = (await within(dialog).findByLabelText('Message')) as HTMLTextAreaElement;
    expect(message.value).toMatch(/^Dear Kasun Perera,\nGood news! Your Samsung Galaxy A52 \(repair R-000042\) is back from the company/);
    expect(message.value).not.toContain('/status/');
    expect(reads).toEqual([]);
  });

  it('closes after a status with no message', async () => {
    serveMessages({ ...defaultTemplates(), inProgress: '' });
    await changeTo('In Progress', FEATURES);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Status' })).not.toBeInTheDocument());
    expect(open).not.toHaveBeenCalled();
  });
});
