import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { plainResource } from '../../server/crud/declaration';
import { en } from '../i18n/en';
import { createI18nProvider } from '../i18n/i18nProvider';
import { createPlainTable } from '../../server/crud/table';
import { buildTestAppWith, call, loginAs } from '../../server/test/helpers';
import { owner, staffUser } from '../../tests/support/builders';
import { injectedApi, useNodeByteArrays } from '../../tests/support/injectedApi';
import { renderApp } from '../../tests/support/renderApp';
import { setupApi } from '../../tests/support/server';
import { asMessage, asResource } from '../../tests/support/throwAwayResource';
import type { FieldValues } from '../domain/fields';

/**
 * A resource no screen uses, made here from declarations alone, as docs/adding-a-resource.md
 * makes one: a domain field list, a server declaration with its table's migration, a console
 * declaration with its route table (the shop's shape, as customers, agents and expense
 * categories have), a permission row, messages and labels. The console runs against the real
 * server (app.inject on in-memory SQLite): no provider, engine or guard code knows of couriers.
 */

// What the walkthrough writes into the shared files, hoisted so the mocked modules below see it.
const declared = await vi.hoisted(async () => {
  const { defineFields } = await import('../domain/fields');
  const { lengthBetween, localPhone } = await import('../domain/validation');
  const messages = {
    courierNameRequired: 'Please enter courier name',
    courierNameLength: 'Courier name must be 2 to 80 characters',
    courierTaken: 'A courier with this name already exists',
    courierNotFound: 'Courier not found',
    courierDeleted: 'Courier deleted successfully',
  };
  const permissions = {
    couriers: { list: ['admin', 'super_admin'], create: ['admin', 'super_admin'], edit: ['super_admin'], delete: ['super_admin'] },
  } as const;
  type Key = import('../domain/messages').MessageKey;
  const fields = defineFields({
    name: { kind: 'text', required: 'courierNameRequired' as Key, rules: [lengthBetween(2, 80, 'courierNameLength' as Key)] },
    phone: { kind: 'phone', rules: [localPhone()], maxLength: 20 },
  });
  const labels = {
    name: 'Courier |||| Couriers',
    fields: { name: 'Courier Name', phone: 'Phone Number', createdAt: 'Created' },
    search: 'Search by name or phone',
    create: 'Add Courier',
    edit: 'Edit Courier',
    empty: 'No couriers found',
    notifications: {
      created: 'Courier created successfully',
      updated: 'Courier updated successfully',
      deleted: 'Courier deleted successfully',
      createFailed: 'Failed to create courier',
      updateFailed: 'Failed to update courier',
      deleteFailed: 'Failed to delete courier',
      fetchFailed: 'Failed to fetch couriers',
    },
  };
  return { messages, permissions, fields, labels };
});

// The permission row and the messages, in this file's own copies of the shared tables: the
// console and the server it runs against both read these, and the shipped tables stay as shipped.
vi.mock('../domain/permissions', async (importOriginal) => {
  const { withPermissions } = await import('../../tests/support/throwAwayResource');
  return withPermissions(await importOriginal(), declared.permissions);
});
vi.mock('../domain/messages', async (importOriginal) => {
  const { withMessages } = await import('../../tests/support/throwAwayResource');
  return withMessages(await importOriginal(), declared.messages);
});

// The console declaration. A real one is found by its folder (README step "Declare it"); one
// made inside a test has no folder, so the test adds it to the registry.
vi.mock('./registry', async (importOriginal) => {
  const real = await importOriginal<typeof import('./registry')>();
  const { fieldInputs } = await import('./fieldInputs');
  const { default: icon } = await import('@mui/icons-material/DeliveryDining');
  const couriers: import('./types').ResourceDeclaration = {
    name: 'couriers' as import('../domain/permissions').ResourceName,
    icon,
    menu: { order: 95 },
    routes: {
      list: 'GET /couriers',
      create: 'POST /couriers',
      update: 'PUT /couriers/:id',
      delete: 'DELETE /couriers/:id',
    },
    columns: [
      { source: 'name', kind: 'text', sortable: true },
      { source: 'phone', kind: 'text' },
      { source: 'createdAt', kind: 'date', sortable: true },
    ],
    inputs: fieldInputs(declared.fields),
    list: { search: ['name', 'phone'], defaultSort: { field: 'createdAt', order: 'DESC' } },
  };
  const registry = [...real.registry, couriers];
  return { registry, findResource: (name: string) => registry.find((resource) => resource.name === name) };
});

// The labels, given to what this file renders through its own i18n provider (the messages
// come with `app.messages`, which English's catalogue reads from the messages module above).
const i18nProvider = createI18nProvider({ ...en, resources: { ...en.resources, couriers: declared.labels } });

// Its table in the server's `Database` type (README step "Serve it": db/schema.ts).
declare module '../../server/db/schema' {
  interface Database {
    couriers: FieldValues<typeof declared.fields> & RecordStamps;
  }
}

const couriers = plainResource({
  resource: asResource('couriers'),
  table: 'couriers',
  fields: declared.fields,
  unique: { field: 'name', taken: asMessage('courierTaken') },
  messages: { notFound: asMessage('courierNotFound'), deleted: asMessage('courierDeleted') },
  example: { name: 'Ceylon Tea Traders', phone: '0112345678' },
  migrations: {
    // A real one's number is the next after every migration's (the walkthrough's step 4).
    '9001_couriers': {
      up: (db) =>
        createPlainTable(db, 'couriers', (table) =>
          table.addColumn('name', 'text', (column) => column.notNull().unique()).addColumn('phone', 'text'),
        ),
    },
  },
});

const api = setupApi();
let app: FastifyInstance;
const tokens = { owner: '', staff: '' };
let signedIn: keyof typeof tokens = 'owner';
/** What the server named at sign-in: its features and the resources it serves, couriers among them. */
let named: string[] = [];

beforeAll(async () => {
  useNodeByteArrays();
  app = await buildTestAppWith([couriers]);
  tokens.owner = await loginAs(app, 'owner');
  tokens.staff = await loginAs(app, 'staff');
  named = (await call(app, 'POST', '/api/auth/login', { body: { email: 'owner@shop.test', password: 'owner123' } })).json().features;
  for (const name of ['Ceylon Tea Traders', 'Lanka Hardware']) {
    expect((await call(app, 'POST', '/api/couriers', { token: tokens.owner, body: { name } })).statusCode).toBe(201);
  }
});
afterAll(() => app.close());

async function openCouriers(who: keyof typeof tokens) {
  signedIn = who;
  const server = injectedApi(app, 'couriers', () => tokens[signedIn]);
  api.use(server.handler);
  renderApp({ user: who === 'owner' ? owner : staffUser, path: '/couriers', i18nProvider, features: named });
  // The first render of a file loads the lazy screen: more than the usual timeout on a busy machine.
  await screen.findByText('Lanka Hardware', {}, { timeout: 15_000 });
  return server;
}

const storedNames = async () =>
  ((await call(app, 'GET', '/api/couriers', { token: tokens.owner })).json() as { name: string }[]).map((row) => row.name).sort();

describe('a plain resource declared in the test, console to database', () => {
  it('lets the owner find, add (with the rules), rename and delete couriers', async () => {
    const server = await openCouriers('owner');
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('menuitem', { name: 'Couriers' })).toBeInTheDocument();
    // Asked by the page; the server, which does not page this list, answers it whole, kept in the browser.
    expect(server.calls[0]).toMatch(/^GET \/api\/couriers\?_filter=%7B%7D&_sort=createdAt&_order=DESC&_page=1&_perPage=10$/);

    await user.click(screen.getByRole('button', { name: 'Add Courier' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Courier' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter courier name')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Courier Name/), 'Galle Paints');
    await user.type(within(dialog).getByLabelText(/^Phone Number/), '077123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter valid local phone number (0XXXXXXXXX)')).toBeInTheDocument();
    expect(server.calls.filter((sent) => !sent.startsWith('GET'))).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Phone Number/), '4567');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Courier created successfully')).toBeInTheDocument();
    expect(await screen.findByText('0771234567')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Galle Paints' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Courier' });
    const name = await within(dialog).findByDisplayValue('Galle Paints');
    await user.clear(name);
    await user.type(name, 'Lanka Hardware');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Under the field (the answer's `errors`), and in the notice.
    await waitFor(() =>
      expect(screen.getAllByText('A courier with this name already exists').map((node) => node.classList.contains('MuiFormHelperText-root'))).toEqual([false, true]),
    );
    await user.type(name, ' South');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Courier updated successfully')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Delete Ceylon Tea Traders' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Courier deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ceylon Tea Traders')).not.toBeInTheDocument());
    expect(await storedNames()).toEqual(['Lanka Hardware', 'Lanka Hardware South']);

    const sent = server.calls.length;
    await user.type(screen.getByPlaceholderText('Search by name or phone'), 'south');
    await waitFor(() => expect(screen.queryByText('Lanka Hardware')).not.toBeInTheDocument());
    expect(screen.getByText('Lanka Hardware South')).toBeInTheDocument();
    // Searched in the list the browser keeps: nothing asked of the server.
    expect(server.calls.slice(sent)).toEqual([]);
  });

  it('is named by the server at sign-in, and hidden from a backend that does not name it (the shop\'s own)', async () => {
    expect(named).toContain('couriers');
    renderApp({ user: owner, path: '/dashboard', i18nProvider, features: [] });
    await screen.findByRole('menuitem', { name: 'Customers' }, { timeout: 15_000 });
    expect(screen.queryByRole('menuitem', { name: 'Couriers' })).not.toBeInTheDocument();
  });

  it('shows staff the list and Add, but no edit or delete, which the server refuses them too', async () => {
    await openCouriers('staff');
    await screen.findByRole('button', { name: 'Add Courier' });
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
    const [record] = (await call(app, 'GET', '/api/couriers', { token: tokens.staff })).json() as { _id: string }[];
    const refused = await call(app, 'DELETE', `/api/couriers/${record._id}`, { token: tokens.staff });
    expect(refused.statusCode).toBe(403);
  });
});
