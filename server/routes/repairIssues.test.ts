import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { REPAIR_STATUSES } from '../../src/domain/repairs';
import { buildTestApp, call, loginAs, signInNewSuperAdmin, inEnglish } from '../test/helpers';
import { catalogue, UNKNOWN_ID, type IssueRec } from '../test/repairs';

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
});
afterAll(() => app.close());

const ISSUE_KEYS = ['_id', 'actualCost', 'createdAt', 'createdByName', 'customerPrice', 'name', 'updatedAt', 'updatedByName', 'warrantyDays'];

const issues = async (token = ownerToken): Promise<IssueRec[]> => (await call(app, 'GET', '/api/repairs/issues', { token })).json();
const issueNamed = async (name: string) => (await catalogue(app, ownerToken)).get(name)!;
const putIssue = (id: string, body: unknown, token = ownerToken) => call(app, 'PUT', `/api/repairs/issues/${id}`, { token, body });
const raw = (id: string, payload: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/repairs/issues/${id}`,
    headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
    payload,
  });

describe('GET /api/repairs/issues: the seeded catalogue', () => {
  it('lists about fifteen common phone and TV repairs, by name, created by System', async () => {
    const list = await issues(ownerToken);
    expect(list.length).toBeGreaterThanOrEqual(15);
    expect(list.map((issue) => issue.name)).toEqual(list.map((issue) => issue.name).sort((a, b) => a.localeCompare(b)));
    expect(list.map((issue) => issue.name)).toEqual(
      expect.arrayContaining(['Screen Replacement', 'Battery Replacement', 'TV Backlight Repair', 'Dish Alignment', 'Remote Repair (Dialog TV)']),
    );
    for (const issue of list) {
      expect(Object.keys(issue).sort()).toEqual(ISSUE_KEYS);
      expect(issue).toMatchObject({ createdByName: 'System' });
      expect(issue.customerPrice).toBeGreaterThanOrEqual(issue.actualCost);
      expect(issue._id).toMatch(/^[0-9a-f]{24}$/);
    }
  });

  it('shows staff the costs too: they edit the catalogue; who created and updated an issue is the owner\'s (product.md §6)', async () => {
    const owners = await issues(ownerToken);
    expect(await issues(staffToken)).toEqual(owners.map(({ createdByName, updatedByName, ...rest }) => rest));
  });

  it('exists without the demo data (seeded by the migration)', async () => {
    const bare = await buildTestApp({ initialAdmin: { email: 'boss@shop.test', password: 'boss-secret', firstName: 'Shop', lastName: 'Boss' } });
    try {
      const token = await loginAs(bare, { email: 'boss@shop.test', password: 'boss-secret' });
      const list = (await call(bare, 'GET', '/api/repairs/issues', { token })).json() as IssueRec[];
      expect(list.map((issue) => issue.name)).toContain('Screen Replacement');
      expect(list.length).toBeGreaterThanOrEqual(15);
    } finally {
      await bare.close();
    }
  });

  it('refuses anonymous callers (401)', async () => {
    const response = await call(app, 'GET', '/api/repairs/issues');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.notSignedIn, key: 'notSignedIn' });
  });
});

describe('GET /api/repairs/statuses', () => {
  it.each([['staff'], ['owner']] as const)('gives %s the six statuses as [{ name }]', async (who) => {
    const response = await call(app, 'GET', '/api/repairs/statuses', { token: who === 'staff' ? staffToken : ownerToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(REPAIR_STATUSES.map((name) => ({ name })));
    expect(response.json().map((status: { name: string }) => status.name)).toEqual(
      expect.arrayContaining(['Received from Customer', 'Sent to Company', 'Returned from Company', 'Customer Collected', 'In Progress', 'Pending Parts']),
    );
  });

  it('refuses anonymous callers (401)', async () => {
    expect((await call(app, 'GET', '/api/repairs/statuses')).statusCode).toBe(401);
  });
});

describe('PUT /api/repairs/issues/:id', () => {
  it('lets staff set cost and price, stamped with their name', async () => {
    const issue = await issueNamed('Speaker Replacement');
    const response = await putIssue(issue._id, { actualCost: 750.5, customerPrice: 1950 }, staffToken);
    expect(response.statusCode, response.body).toBe(200);
    const { createdByName, updatedByName, ...shown } = issue;
    expect(response.json()).toEqual({ ...shown, actualCost: 750.5, customerPrice: 1950, updatedAt: expect.any(String) });
    expect(response.json().updatedAt >= issue.updatedAt).toBe(true);
    expect(await issueNamed('Speaker Replacement')).toEqual({ ...response.json(), createdByName, updatedByName: 'Staff Demo' });
  });

  it('lets a super admin edit, and accepts the unchanged name sent back', async () => {
    const issue = await issueNamed('Camera Replacement');
    const editor = await signInNewSuperAdmin(app, 'Nadeesha', 'Silva');
    const response = await putIssue(issue._id, { name: ' Camera Replacement ', actualCost: 0, customerPrice: 1_000_000 }, editor);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Camera Replacement', actualCost: 0, customerPrice: 1_000_000, updatedByName: 'Nadeesha Silva' });
  });

  it('ignores fields it does not edit (a whole record sent back)', async () => {
    const issue = await issueNamed('Microphone Repair');
    const response = await putIssue(issue._id, { ...issue, createdByName: 'Someone', actualCost: 650 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ _id: issue._id, createdByName: 'System', actualCost: 650 });
  });

  it.each([
    ['no cost', { actualCost: undefined }, 'Please enter actual cost'],
    ['a null cost', { actualCost: null }, 'Please enter actual cost'],
    ['a negative cost', { actualCost: -1 }, 'Cost cannot be negative'],
    ['a cost above 1,000,000', { actualCost: 1_000_000.01 }, 'Cost cannot exceed 1,000,000'],
    ['a cost with three decimals', { actualCost: 10.125 }, MESSAGES.issueCostDecimals],
    ['no price', { customerPrice: undefined }, 'Please enter customer price'],
    ['a negative price', { customerPrice: -0.01 }, 'Price cannot be negative'],
    ['a price above 1,000,000', { customerPrice: 1e9 }, 'Price cannot exceed 1,000,000'],
    ['a price with three decimals', { customerPrice: 0.001 }, MESSAGES.issuePriceDecimals],
    ['a new name', { name: 'Screen Replacement (Premium)' }, 'Issue name cannot be changed'],
    ['the name in another case', { name: 'power button repair' }, 'Issue name cannot be changed'],
    ['a cost as text', { actualCost: '500' }, 'Invalid request: actualCost must be a number'],
    ['a name as a number', { name: 12 }, 'Invalid request: name must be a string'],
  ])('refuses %s (400) and changes nothing', async (_, change, expected) => {
    const issue = await issueNamed('Power Button Repair');
    const before = await issues();
    const response = await putIssue(issue._id, { actualCost: 500, customerPrice: 1300, ...change }, staffToken);
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: expected });
    expect(await issues()).toEqual(before);
  });

  it.each(['', 'null', '[]', '{"actualCost": 5'])('refuses the body %j (400) and changes nothing', async (payload) => {
    const issue = await issueNamed('Power Button Repair');
    const before = await issues();
    const response = await raw(issue._id, payload);
    expect(response.statusCode).toBe(400);
    expect(await issues()).toEqual(before);
  });

  it('answers 404 for an unknown issue', async () => {
    const response = await putIssue(UNKNOWN_ID, { actualCost: 1, customerPrice: 2 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.issueNotFound, key: 'issueNotFound' });
  });

  it('refuses anonymous callers (401) and changes nothing', async () => {
    const issue = await issueNamed('Power Button Repair');
    const response = await call(app, 'PUT', `/api/repairs/issues/${issue._id}`, { body: { actualCost: 1, customerPrice: 2 } });
    expect(response.statusCode).toBe(401);
    expect(await issueNamed('Power Button Repair')).toEqual(issue);
  });
});

describe('edits of one issue sent at once from the same version', () => {
  it('makes one; the rest are stale (409), and the price is the one made', async () => {
    const issue = await issueNamed('Charging Port Repair');
    const tag = `"v-${issue.updatedAt}"`;
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        call(app, 'PUT', `/api/repairs/issues/${issue._id}`, { token: ownerToken, body: { actualCost: 500, customerPrice: 2000 + index }, headers: { 'if-match': tag } }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    const made = responses.find((response) => response.statusCode === 200)!.json();
    expect((await issueNamed('Charging Port Repair')).customerPrice).toBe(made.customerPrice);
  });
});
