import { http, HttpResponse } from 'msw';
import { buildStaff, type StaffRecord } from './builders';

/**
 * An in-memory stand-in for the shop API's /admins routes (spec §7), recording every call,
 * so screen tests can check what the console sent and what the user then sees.
 */
export function fakeStaffApi(initial: StaffRecord[]) {
  const state = { staff: [...initial], calls: [] as { method: string; path: string; body?: unknown }[] };
  const record = async (request: Request) => {
    const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json();
    state.calls.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body as Record<string, unknown> | undefined;
  };
  const handlers = [
    http.get('*/api/admins', async ({ request }) => {
      await record(request);
      return HttpResponse.json(state.staff);
    }),
    http.post('*/api/admins/create', async ({ request }) => {
      const body = (await record(request))!;
      const created = buildStaff(body as Partial<StaffRecord>);
      state.staff.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put('*/api/admins/edit/:id', async ({ request, params }) => {
      const body = (await record(request))!;
      const index = state.staff.findIndex((staff) => staff._id === params.id);
      state.staff[index] = { ...state.staff[index], ...(body as Partial<StaffRecord>) };
      return HttpResponse.json(state.staff[index]);
    }),
    http.delete('*/api/admins/delete/:id', async ({ request, params }) => {
      await record(request);
      state.staff = state.staff.filter((staff) => staff._id !== params.id);
      return HttpResponse.json({ message: 'Staff deleted successfully', _id: params.id });
    }),
  ];
  return { state, handlers, gets: () => state.calls.filter((call) => call.method === 'GET').length };
}
