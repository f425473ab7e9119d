import { http, HttpResponse } from 'msw';
import { RECHARGE_TYPES } from '../../src/domain/recharge';

/** Test records for the recharge screens, shaped like the shop API's answers. */
let sequence = 0;
const nextId = () => `e${(++sequence).toString(16).padStart(23, '0')}`;

export interface TopUpRecord {
  _id: string;
  rechargeType: string;
  topUpValue: number;
  topUpCost: number;
  topUpDate: string;
  createdByName: string | null;
  updatedByName: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SaleRecord {
  _id: string;
  rechargeType: string;
  soldValue: number;
  soldPrice: number;
  soldToType: 'customer' | 'agent';
  soldToId: string;
  soldToName: string;
  saleDate: string;
  unitCost?: number;
  profit?: number;
  createdByName: string | null;
  updatedByName: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A top-up bought on 12 Mar 2026 (Colombo) at 10:00. */
export function buildTopUp(overrides: Partial<TopUpRecord> = {}): TopUpRecord {
  return {
    _id: nextId(),
    rechargeType: 'Dialog',
    topUpValue: 5000,
    topUpCost: 4825,
    topUpDate: '2026-03-11T18:30:00.000Z',
    createdByName: 'Owner Demo',
    updatedByName: null,
    createdAt: '2026-03-12T04:30:00.000Z',
    updatedAt: '2026-03-12T04:30:00.000Z',
    ...overrides,
  };
}

export function buildSale(overrides: Partial<SaleRecord> = {}): SaleRecord {
  return {
    _id: nextId(),
    rechargeType: 'Dialog',
    soldValue: 500,
    soldPrice: 500,
    soldToType: 'customer',
    soldToId: 'none',
    soldToName: 'Kasun Perera',
    saleDate: '2026-03-12T04:30:00.000Z',
    unitCost: 0.965,
    profit: 17.5,
    createdByName: 'Staff Demo',
    updatedByName: null,
    createdAt: '2026-03-12T04:30:00.000Z',
    updatedAt: '2026-03-12T04:30:00.000Z',
    ...overrides,
  };
}

/**
 * `GET /recharge/balance` computed as the server does (Σ top-up value − Σ sold value per
 * provider) from the fakes' current records, counting the reads.
 */
export function fakeBalance(topUps: () => readonly TopUpRecord[], sales: () => readonly SaleRecord[]) {
  const state = { reads: 0 };
  const handler = http.get('*/api/recharge/balance', () => {
    state.reads += 1;
    const cents = Object.fromEntries(RECHARGE_TYPES.map((type) => [type, 0]));
    for (const topUp of topUps()) cents[topUp.rechargeType] += Math.round(topUp.topUpValue * 100);
    for (const sale of sales()) cents[sale.rechargeType] -= Math.round(sale.soldValue * 100);
    return HttpResponse.json(Object.fromEntries(Object.entries(cents).map(([type, value]) => [type, value / 100])));
  });
  return { state, handler };
}
