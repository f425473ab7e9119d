import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agents } from '../../resources/agents';
import { products } from '../../resources/products';
import { buildAgent, buildProduct, owner } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';

/**
 * A page turn renders the next page once, with its records (NeighbourPages.tsx): never the new
 * page number over the previous page's records, and no request. This pins what the neighbour
 * reads rely on: react-admin's list reads a page with `useGetList` and the same parameters (its
 * filter with the permanent one added), so it finds the page they cached. If an upgrade of
 * react-admin reads its pages otherwise, the first test fails.
 */
const api = setupApi();
const number = (index: number) => String(index).padStart(2, '0');
// Newest first (the default sort): agent 01 is the newest.
const people = Array.from({ length: 25 }, (_, index) =>
  buildAgent({ lastName: `Agent${number(index + 1)}`, createdAt: new Date(Date.UTC(2026, 0, 1, 12, 60 - index)).toISOString() }),
);

async function openAgents() {
  const fake = fakeResourceApi(agents.routes!, people, (body) => buildAgent(body));
  api.use(...fake.handlers);
  renderScreen({ user: owner, path: '/agents' });
  await screen.findByText('Ruwan Agent01');
  return fake;
}

/** What the first row shows, "SL No.|name", at every change of the table until stopped. */
function watchFirstRow() {
  const seen: string[] = [];
  const read = () => {
    const cells = [...document.querySelectorAll('tbody tr:first-child td')].map((cell) => cell.textContent);
    seen.push(`${cells[0]}|${cells[1]}`);
  };
  const observer = new MutationObserver(read);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

describe('a page turn', () => {
  it('shows the next page and the previous one in one render each, with no request', async () => {
    const fake = await openAgents();
    const reads = fake.gets();
    const user = userEvent.setup({ delay: null });

    const forward = watchFirstRow();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('Ruwan Agent11');
    forward.stop();
    const onPageTwo = forward.seen.filter((row) => row.startsWith('11|'));
    expect(onPageTwo.length).toBeGreaterThan(0);
    expect(new Set(onPageTwo)).toEqual(new Set(['11|Ruwan Agent11']));
    expect(window.location.search).toContain('page=2');

    const back = watchFirstRow();
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await screen.findByText('Ruwan Agent01');
    back.stop();
    expect(new Set(back.seen.filter((row) => row.startsWith('1|')))).toEqual(new Set(['1|Ruwan Agent01']));
    expect(fake.gets()).toBe(reads);
  });

  it('after a delete, the next page starts one record later (its cached copy is not shown)', async () => {
    const fake = await openAgents();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete Ruwan Agent01' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('Ruwan Agent01')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.writes()).toHaveLength(1);

    const forward = watchFirstRow();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('Ruwan Agent12');
    forward.stop();
    expect(new Set(forward.seen.filter((row) => row.startsWith('11|')))).toEqual(new Set(['11|Ruwan Agent12']));
  });

  it('keeps the sort and filter in the URL as it turns', async () => {
    await openAgents();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('Ruwan Agent11');
    const params = new URLSearchParams(window.location.search);
    expect(Object.fromEntries(params)).toMatchObject({ page: '2', perPage: '10', sort: 'createdAt', order: 'DESC', filter: '{}' });
  });

  it('meets the list where it has a permanent filter too (the products page lists normal products)', async () => {
    const stock = Array.from({ length: 15 }, (_, index) =>
      buildProduct({ name: `Cable ${number(index + 1)}`, createdAt: new Date(Date.UTC(2026, 0, 1, 12, 60 - index)).toISOString() }),
    );
    const fake = fakeResourceApi(products.routes!, stock, (body) => buildProduct(body as never));
    api.use(...fake.handlers);
    renderScreen({ user: owner, path: '/products' });
    await screen.findByText('Cable 01');
    const reads = fake.gets();
    const user = userEvent.setup({ delay: null });
    const forward = watchFirstRow();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('Cable 11');
    forward.stop();
    expect(new Set(forward.seen.filter((row) => row.startsWith('11|')))).toEqual(new Set(['11|Cable 11']));
    expect(fake.gets()).toBe(reads);
  });
});
