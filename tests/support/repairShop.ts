/** A small repair shop served by msw for the repair screen tests. */
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { REPAIR_STATUSES } from '../../src/domain/repairs';
import { customers } from '../../src/resources/customers';
import { repairIssues } from '../../src/resources/repairIssues';
import { repairs } from '../../src/resources/repairs';
import { buildCustomer, type PersonRecord } from './builders';
import { fakeResourceApi } from './fakeResourceApi';
import { buildIssue, buildRepair, staffRepair, type IssueRecord, type RepairRecord } from './repairBuilders';

export const kasun = buildCustomer({ firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567', whatsappNumber: '0761112223', nicNumber: '199012345678' });
export const fathima = buildCustomer({ firstName: 'Fathima', lastName: 'Rizwan', phoneNumber: '0712223334', whatsappNumber: '', nicNumber: '987654321V' });
export const screenIssue = buildIssue({ name: 'Screen Replacement', actualCost: 6000, customerPrice: 10000 });
export const battery = buildIssue({ name: 'Battery Replacement', actualCost: 2500, customerPrice: 4500 });
export const charging = buildIssue({ name: 'Charging Port', actualCost: 800, customerPrice: 2000.5 });

const at = (status: string, dateEntered: string, note: string | null = null, isDeleted = false) => ({
  status,
  note,
  dateEntered,
  updatedByName: 'Staff Demo',
  isDeleted,
});

export const phone = buildRepair(kasun, [screenIssue, battery], {
  repairProduct: 'Samsung Galaxy A52',
  discount: 500,
  status: 'Sent to Company',
  dateIn: '2026-03-10T04:30:00.000Z',
  statusHistory: [
    at('Received from Customer', '2026-03-10T04:30:00.000Z'),
    at('In Progress', '2026-03-11T05:00:00.000Z', 'Opened the back', true),
    at('Sent to Company', '2026-03-12T06:15:00.000Z', 'Courier to Samsung'),
  ],
});
export const tv = buildRepair(fathima, [charging], {
  repairProduct: 'Sony Bravia 43"',
  status: 'Returned from Company',
  dateIn: '2026-03-08T04:30:00.000Z',
  expectedReturnDate: null,
});
export const tablet = buildRepair(kasun, [battery], {
  repairProduct: 'iPad Air',
  status: 'Customer Collected',
  dateIn: '2026-03-05T04:30:00.000Z',
});
export const radio = buildRepair(fathima, [charging], { repairProduct: 'Nokia 105', status: 'In Progress', dateIn: '2026-03-04T04:30:00.000Z' });
export const allRepairs = [phone, tv, tablet, radio];

/** Serves repairs, issues, statuses and customers as `user` would receive them; returns the repairs fake. */
export function serveRepairShop(api: SetupServer, user: { role: string }, records: RepairRecord[] = allRepairs) {
  const isOwner = user.role === 'super_admin';
  const catalogue: IssueRecord[] = [screenIssue, battery, charging];
  const people: PersonRecord[] = [kasun, fathima];
  const built = (body: Partial<RepairRecord> & { issues?: unknown }) => {
    const customer = people.find((person) => person._id === (body as { customerId?: string }).customerId) ?? kasun;
    const picked = ((body.issues as unknown as string[]) ?? []).map((id) => catalogue.find((issue) => issue._id === id)!).filter(Boolean);
    return buildRepair(customer, picked, { repairProduct: body.repairProduct ?? null, discount: Number(body.discount ?? 0), dateIn: '2026-03-20T04:30:00.000Z' });
  };
  const fake = fakeResourceApi(repairs.routes!, isOwner ? records : records.map(staffRepair), built as never);
  api.use(
    ...fake.handlers,
    ...fakeResourceApi(repairIssues.routes!, catalogue, buildIssue).handlers,
    ...fakeResourceApi(customers.routes!, people, buildCustomer).handlers,
    http.get('*/api/repairs/statuses', () => HttpResponse.json(REPAIR_STATUSES.map((name) => ({ name })))),
    // A repair's payments (Repair Details, where the backend takes payments): none unless a test serves them.
    http.get('*/api/repairs/:id/payments', () => HttpResponse.json([])),
  );
  return fake;
}
