/** Test records shaped like the shop API's answers; override what a test cares about. */
let sequence = 0;
const nextId = () => (++sequence).toString(16).padStart(24, '0');

export interface StaffRecord {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'admin' | 'super_admin';
  status: 'active' | 'inactive';
  createdAt: string;
  updatedAt: string;
}

export function buildStaff(overrides: Partial<StaffRecord> = {}): StaffRecord {
  const id = overrides._id ?? nextId();
  return {
    _id: id,
    firstName: 'Nimal',
    lastName: 'Perera',
    email: `staff-${id}@shop.test`,
    role: 'admin',
    status: 'active',
    createdAt: '2026-03-12T04:30:00.000Z',
    updatedAt: '2026-03-12T04:30:00.000Z',
    ...overrides,
  };
}

export const owner = buildStaff({ firstName: 'Owner', lastName: 'Demo', email: 'owner@shop.test', role: 'super_admin' });
export const staffUser = buildStaff({ firstName: 'Staff', lastName: 'Demo', email: 'staff@shop.test' });
