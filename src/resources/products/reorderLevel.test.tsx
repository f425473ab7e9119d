import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { buildProduct, owner, type ProductRecord } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { products } from '.';

/** A product's reorder level in its form (issue 47, our server's `reorder`). */

const api = setupApi();
vi.setConfig({ testTimeout: 60_000 });
const remote = buildProduct({ name: 'Dialog TV Remote', quantity: 40, sellingPrice: 1200, reorderLevel: 10, createdAt: '2026-03-10T04:30:00.000Z' });

async function openProducts(features: readonly string[]) {
  const fake = fakeResourceApi(products.routes!, [remote], (body) => buildProduct(body as Partial<ProductRecord>));
  api.use(...fake.handlers);
  renderScreen({ user: owner, path: '/products', features });
  await screen.findByText('Dialog TV Remote', {}, { timeout: 15_000 });
  return fake;
}
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const messageUnder = (input: HTMLElement) => input.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ?? '';

async function editRemote(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(screen.getByText('Dialog TV Remote').closest('tr')!).getByRole('button', { name: /^Edit/ }));
  return screen.findByRole('dialog', { name: 'Edit Product' });
}

describe("a product's reorder level", () => {
  it('is set in Edit Product and sent as a number; emptied, it is sent as null', async () => {
    const fake = await openProducts(['reorder']);
    const user = userEvent.setup({ delay: null });
    let dialog = await editRemote(user);
    await waitFor(() => expect(field(dialog, 'Reorder Level')).toHaveValue(10));
    await user.clear(field(dialog, 'Reorder Level'));
    await user.type(field(dialog, 'Reorder Level'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(fake.writes()[0]).toMatchObject({ method: 'PUT', body: { reorderLevel: 15 } });
    dialog = await editRemote(user);
    await waitFor(() => expect(field(dialog, 'Reorder Level')).toHaveValue(15));
    await user.clear(field(dialog, 'Reorder Level'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.writes()).toHaveLength(2));
    expect(fake.writes()[1]).toMatchObject({ method: 'PUT', body: { reorderLevel: null } });
  });

  it('refuses a level below 0 under the field and sends nothing', async () => {
    const fake = await openProducts(['reorder']);
    const user = userEvent.setup({ delay: null });
    const dialog = await editRemote(user);
    await user.clear(field(dialog, 'Reorder Level'));
    await user.type(field(dialog, 'Reorder Level'), '-2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageUnder(field(dialog, 'Reorder Level'))).toBe(MESSAGES.reorderLevelInvalid));
    expect(fake.writes()).toEqual([]);
  });

  it('is neither asked nor sent on a backend that does not name reorder', async () => {
    const fake = await openProducts([]);
    const user = userEvent.setup({ delay: null });
    const dialog = await editRemote(user);
    expect(within(dialog).queryByLabelText(/^Reorder Level/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(fake.writes()[0]!.body).not.toHaveProperty('reorderLevel');
  });
});
