import { describe, expect, it } from 'vitest';
import { applyListQuery, getPath } from './listQuery';

const PEOPLE = [
  { id: 'p1', tags: ['a', 'b'], firstName: 'Nimal', lastName: 'Perera', email: 'nimal@shop.lk', age: 40, status: 'active', city: { name: 'Kandy' }, joined: '2026-01-05T08:00:00.000Z', categoryId: { _id: 'c1', name: 'Rent' } },
  { id: 'p2', firstName: 'Kamal', lastName: 'Silva', email: 'kamal@shop.lk', age: 9, status: 'inactive', city: { name: 'Galle' }, joined: '2026-02-10T08:00:00.000Z', categoryId: 'c2' },
  { id: 'p3', firstName: 'amara', lastName: 'Fernando', email: 'amara@mail.lk', age: 100, status: 'active', city: { name: 'Colombo' }, joined: '2026-03-12T04:30:00.000Z' },
  { id: 'p4', firstName: 'Sunil', lastName: 'Perera', email: 'sunil@mail.lk', status: 'active', joined: '2026-03-20T08:00:00.000Z' },
];
const SEARCHED = ['firstName', 'lastName', 'email'];

const ids = (query: Parameters<typeof applyListQuery>[1], search = SEARCHED) =>
  applyListQuery(PEOPLE, query, search).data.map((record) => record.id);

describe('getPath', () => {
  it.each([
    ['status', 'active'],
    ['city.name', 'Kandy'],
    ['city.name.first', undefined],
    ['missing.name', undefined],
    ['tags.1', 'b'],
  ])('reads %s', (path, expected) => {
    expect(getPath(PEOPLE[0], path)).toBe(expected);
  });
});

describe('applyListQuery', () => {
  it.each([
    ['a searched field, ignoring case', 'SHOP.LK', ['p1', 'p2']],
    ['the full name', 'nimal per', ['p1']],
    ['nothing outside the searched fields', 'Kandy', []],
    ['everything for blank text', '   ', ['p1', 'p2', 'p3', 'p4']],
  ])('searches %s', (_case, q, expected) => {
    expect(ids({ filter: { q } })).toEqual(expected);
  });

  it('searches the items of a list (a bill\'s product names)', () => {
    const bills = [
      { id: 'b1', products: [{ name: 'HDMI Cable' }, { name: 'Remote' }] },
      { id: 'b2', products: [{ name: 'Dish Antenna' }] },
    ];
    expect(applyListQuery(bills, { filter: { q: 'remote' } }, ['products.name']).data.map((bill) => bill.id)).toEqual(['b1']);
  });

  it('searches "first last" of nested names when both are searched', () => {
    const bills = [{ id: 'b1', customer: { firstName: 'Nimal', lastName: 'Perera' } }];
    expect(applyListQuery(bills, { filter: { q: 'nimal perera' } }, ['customer.firstName', 'customer.lastName']).total).toBe(1);
  });

  it.each([
    ['an equal value', { status: 'inactive' }, ['p2']],
    ['one of a list of values', { status: ['inactive', 'unknown'] }, ['p2']],
    ['a nested field', { 'city.name': 'Galle' }, ['p2']],
    ['an embedded reference by its id', { categoryId: 'c1' }, ['p1']],
    ['a lower bound on a number', { age_gte: 40 }, ['p1', 'p3']],
    ['an upper bound on a number', { age_lte: 40 }, ['p1', 'p2']],
    ['a date range including its last day', { joined_gte: '2026-02-01', joined_lte: '2026-03-12' }, ['p2', 'p3']],
    // p3 joined at 04:30Z = 10:00 in Colombo on 12 Mar; p2 at 08:00Z on 10 Feb.
    ['one Colombo day', { joined_day: '2026-03-12' }, ['p3']],
    ['a Colombo day range, both ends included', { joined_from: '2026-02-10', joined_to: '2026-03-12' }, ['p2', 'p3']],
    ['a range open at one end', { joined_from: '2026-03-13' }, ['p4']],
    ['nothing for blank values', { status: '', q: undefined, city: null, age: [] }, ['p1', 'p2', 'p3', 'p4']],
  ])('filters on %s', (_case, filter, expected) => {
    expect(ids({ filter })).toEqual(expected);
  });

  it.each([
    ['numbers numerically, missing last', { field: 'age', order: 'ASC' }, ['p2', 'p1', 'p3', 'p4']],
    ['numbers descending, missing still last', { field: 'age', order: 'DESC' }, ['p3', 'p1', 'p2', 'p4']],
    ['text by locale, ignoring case', { field: 'firstName', order: 'ASC' }, ['p3', 'p2', 'p1', 'p4']],
    ['a nested field', { field: 'city.name', order: 'ASC' }, ['p3', 'p2', 'p1', 'p4']],
    ['dates', { field: 'joined', order: 'DESC' }, ['p4', 'p3', 'p2', 'p1']],
    ['equal values in their original order', { field: 'lastName', order: 'ASC' }, ['p3', 'p1', 'p4', 'p2']],
  ] as const)('sorts %s', (_case, sort, expected) => {
    expect(ids({ sort })).toEqual(expected);
  });

  it('keeps what a flag accepts while it is on, and everything while it is off', () => {
    const flags = { adult: (record: Record<string, unknown>) => Number(record.age) >= 18 };
    const flagged = (value: unknown) => applyListQuery(PEOPLE, { filter: { adult: value } }, SEARCHED, flags).data.map((record) => record.id);
    expect(flagged(true)).toEqual(['p1', 'p3']);
    expect(flagged('true')).toEqual(['p1', 'p3']);
    expect(flagged(false)).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('pages after filtering and counts the filtered records', () => {
    const result = applyListQuery(PEOPLE, { filter: { status: 'active' }, pagination: { page: 2, perPage: 2 } });
    expect([result.total, result.data.map((record) => record.id)]).toEqual([3, ['p4']]);
  });
});

describe('day filters at the Colombo day boundary', () => {
  const sales = [
    { id: 'late', at: '2026-03-12T18:29:00.000Z' }, // 23:59 on 12 Mar in Colombo
    { id: 'early', at: '2026-03-12T18:30:00.000Z' }, // 00:00 on 13 Mar in Colombo
    { id: 'plain', at: '2026-03-13' },
  ];
  it.each([
    [{ at_day: '2026-03-12' }, ['late']],
    [{ at_day: '2026-03-13' }, ['early', 'plain']],
    [{ at_to: '2026-03-12' }, ['late']],
  ])('%j → %j', (filter, expected) => {
    expect(applyListQuery(sales, { filter }).data.map((sale) => sale.id)).toEqual(expected);
  });
});

describe('work kept between queries of one collection', () => {
  const sort = { field: 'firstName', order: 'ASC' } as const;

  it('filters once for every page of the same filter, answering the same matched rows', () => {
    const first = applyListQuery(PEOPLE, { filter: { status: 'active' }, sort });
    const again = applyListQuery(PEOPLE, { filter: { status: 'active' }, sort });
    expect(again.data).toBe(first.data);
    const other = applyListQuery(PEOPLE, { filter: { q: 'per' }, sort }, ['lastName']);
    expect(other.data).not.toBe(first.data);
  });

  it('sorts a new collection afresh, never from an older one', () => {
    const older = applyListQuery(PEOPLE, { sort }).data.map((record) => record.id);
    const renamed = PEOPLE.map((person) => (person.id === 'p4' ? { ...person, firstName: 'Aaron' } : person));
    const newer = applyListQuery(renamed, { sort }).data.map((record) => record.id);
    expect(newer[0]).toBe('p4');
    expect(newer).not.toEqual(older);
  });

  it('searches a record edited into a new object by its new text', () => {
    const before = applyListQuery(PEOPLE, { filter: { q: 'zzz' } }, ['firstName']);
    expect(before.total).toBe(0);
    const edited = PEOPLE.map((person) => (person.id === 'p2' ? { ...person, firstName: 'Zzzimal' } : person));
    expect(applyListQuery(edited, { filter: { q: 'zzz' } }, ['firstName']).data.map((record) => record.id)).toEqual(['p2']);
  });
});
