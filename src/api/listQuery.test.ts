import { describe, expect, it } from 'vitest';
import { applyListQuery, getPath } from './listQuery';

const PEOPLE = [
  { id: 'p1', firstName: 'Nimal', lastName: 'Perera', email: 'nimal@shop.lk', age: 40, status: 'active', city: { name: 'Kandy' }, joined: '2026-01-05T08:00:00.000Z', categoryId: { _id: 'c1', name: 'Rent' } },
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

  it('pages after filtering and counts the filtered records', () => {
    const result = applyListQuery(PEOPLE, { filter: { status: 'active' }, pagination: { page: 2, perPage: 2 } });
    expect([result.total, result.data.map((record) => record.id)]).toEqual([3, ['p4']]);
  });
});
