import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildBill, buildCustomer, owner, staffUser } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { pickerField, typeInPicker } from '../../../tests/support/pickers';
import { renderApp, renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { bills } from '../../resources/bills';
import { customers } from '../../resources/customers';

/**
 * Lists on a phone (below 600 px): a card per record with the row's buttons, the filters behind
 * a Filters button; and, at any width, no 'Go to page' box when there is one page.
 */

const api = setupApi();
const kasun = buildCustomer({ firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567', whatsappNumber: '0761112223' });
const fathima = buildCustomer({ firstName: 'Fathima', lastName: 'Rizwan', phoneNumber: '0712223334' });
const records = [
  buildBill(kasun, [{ name: 'HDMI Cable', quantity: 2, billedPrice: 750 }], { createdAt: '2026-03-12T04:30:00.000Z', profit: 600 }),
  buildBill(
    fathima,
    [
      { name: 'Dialog TV Remote', quantity: 1, billedPrice: 1200 },
      { name: 'HDMI Cable', quantity: 1, billedPrice: 750 },
      { name: 'Dish Antenna', quantity: 1, billedPrice: 4000 },
    ],
    // 13 Mar 2026 00:00 in Colombo.
    { createdAt: '2026-03-12T18:30:00.000Z', profit: 2000 },
  ),
];

/** Media queries answered as a 390 px wide phone would (tests/setup answers as a desktop). */
function asPhone(width = 390) {
  const desktop = window.matchMedia;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { ...desktop(query), matches, media: query };
  };
  return () => {
    window.matchMedia = desktop;
  };
}

async function openBills(user = owner, bills_ = records) {
  api.use(...fakeResourceApi(bills.routes!, bills_, buildBill as never).handlers);
  api.use(...fakeResourceApi(customers.routes!, [kasun, fathima], buildCustomer).handlers);
  renderScreen({ user, path: '/bills' });
  await screen.findAllByText('Kasun Perera');
}

const cardOf = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

describe('a list on a phone', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = asPhone();
  });
  afterEach(() => restore());

  it("shows a card per bill with its facts and the row's buttons, and a card's button opens Bill Details", async () => {
    await openBills();
    const list = screen.getByRole('list', { name: 'Bills' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const card = cardOf('Fathima Rizwan');
    // The facts are the table's default columns, each with its label; the owner sees the profit.
    for (const [label, value] of [
      ['Phone Number', '0712223334'],
      ['Total', 'LKR 5,950.00'],
      ['Profit', 'LKR 2,000.00'],
      ['Date', '13 Mar 2026 12:00 AM'],
    ]) {
      expect(within(card).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(within(card).getByText('+1 more')).toBeInTheDocument();
    // Every button a table row has.
    for (const name of [/^Bill Details/, /^Send WhatsApp/, /^Print Receipt/, /^Delete /]) {
      expect(within(card).getByRole('button', { name })).toBeInTheDocument();
    }

    const user = userEvent.setup({ delay: null });
    await user.click(within(card).getByRole('button', { name: /^Bill Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Bill Details' });
    expect(await within(dialog).findByText('Dish Antenna')).toBeInTheDocument();
  });

  it('names a numbered bill’s card with its number, as the table row shows it under the customer', async () => {
    await openBills(owner, [{ ...records[0], number: 123 } as (typeof records)[number], records[1]]);
    const heading = screen.getByRole('heading', { level: 2, name: /^Kasun Perera/ });
    expect(heading).toHaveTextContent('B-000123');
    expect(screen.getByRole('heading', { level: 2, name: 'Fathima Rizwan' })).toBeInTheDocument();
  });

  it('asks before a card deletes its bill', async () => {
    await openBills();
    await userEvent.setup({ delay: null }).click(within(cardOf('Kasun Perera')).getByRole('button', { name: /^Delete / }));
    expect(await screen.findByRole('dialog', { name: /^Delete Bill/ })).toBeInTheDocument();
  });

  it('keeps the search in view and the other filters behind a Filters button; staff get no Delete on a card', async () => {
    await openBills(staffUser);
    expect(within(cardOf('Kasun Perera')).queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    // 'Search' in the box, short enough for a phone's; what it covers in its title.
    const search = screen.getByPlaceholderText('Search');
    expect(search.closest('[title]')).toHaveAttribute('title', expect.stringMatching(/^Search by customer/));
    expect(screen.queryByRole('group', { name: 'Date' })).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await typeInPicker(user, pickerField(drawer, 'Date'), '12032026');
    await waitFor(() => expect(screen.getByText('Date: 12 Mar 2026')).toBeInTheDocument());
    await user.click(within(drawer).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Bills' })).getAllByRole('listitem')).toHaveLength(1));
    // The button says how many filters are set.
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  it('keeps the summary figures behind a one-line button that says how many, the cards first; opened, two a row', async () => {
    await openBills();
    const toggle = screen.getByRole('button', { name: 'Summary · 3 figures' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Summary' })).not.toBeInTheDocument();
    // The cards follow that one line.
    expect(toggle.compareDocumentPosition(screen.getByRole('list', { name: 'Bills' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const user = userEvent.setup({ delay: null });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const figures = await screen.findByRole('group', { name: 'Summary' });
    await waitFor(() => expect(within(figures).getByText('Total profit')).toBeInTheDocument());
    for (const item of figures.children) expect(item.className).toMatch(/grid-xs-6/);
    await user.click(toggle);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Summary' })).not.toBeInTheDocument());
  });

  it('counts only the figures the role sees: staff get no profit', async () => {
    await openBills(staffUser);
    expect(screen.getByRole('button', { name: 'Summary · 2 figures' })).toBeInTheDocument();
  });
});

describe('a list on a desktop', () => {
  it('shows its summary figures at once, with no button to open them', async () => {
    await openBills();
    const figures = await screen.findByRole('group', { name: 'Summary' });
    await waitFor(() => expect(within(figures).getByText('Total profit')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Summary/ })).not.toBeInTheDocument();
  });
});

describe('paging', () => {
  it("shows no 'Go to page' box when every record fits one page", async () => {
    await openBills();
    expect(await screen.findByText('1-2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Go to page' })).not.toBeInTheDocument();
  });
});

describe('the Access Denied page', () => {
  it('is titled Access Denied, on the page and in the top bar', async () => {
    renderApp({ user: staffUser, path: '/staffs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('banner')).getByText('Access Denied')).toBeInTheDocument());
  });
});
