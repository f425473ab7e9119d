import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProduct, owner } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { products } from '.';

const api = setupApi();
const hdmi = buildProduct({ name: 'HDMI Cable 1.5m', quantity: 12, buyingPrice: 450, sellingPrice: 750 });

describe('a selling price under the buying price (product.md §10)', () => {
  it('is asked about before saving: Cancel goes back to the form, Save saves it as typed', async () => {
    const fake = fakeResourceApi(products.routes!, [hdmi], buildProduct);
    api.use(...fake.handlers);
    renderScreen({ user: owner, path: '/products' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit HDMI Cable 1.5m' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const selling = await within(dialog).findByDisplayValue('750');
    await user.clear(selling);
    await user.type(selling, '400');
    const save = within(dialog).getByRole('button', { name: 'Save' });

    await user.click(save);
    let question = await screen.findByRole('dialog', { name: 'Selling price under the buying price' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Selling price under the buying price' })).not.toBeInTheDocument());
    expect(fake.writes()).toEqual([]);
    expect(selling).toHaveValue(400);

    await user.click(save);
    question = await screen.findByRole('dialog', { name: 'Selling price under the buying price' });
    await user.click(within(question).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(fake.writes()[0]).toMatchObject({ method: 'PUT', body: { buyingPrice: 450, sellingPrice: 400 } });
  });
});
