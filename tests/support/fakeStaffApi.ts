import { staffs } from '../../src/resources/staffs';
import { buildStaff, type StaffRecord } from './builders';
import { fakeResourceApi } from './fakeResourceApi';

/** The shop API's /admins routes (product.md §7) over an in-memory list. */
export function fakeStaffApi(initial: StaffRecord[]) {
  return fakeResourceApi(staffs.routes!, initial, buildStaff);
}
