import RenewalsIcon from '@mui/icons-material/EventRepeat';
import ResumeIcon from '@mui/icons-material/Replay';
import StopIcon from '@mui/icons-material/DoNotDisturbOn';
import PackageIcon from '@mui/icons-material/DateRange';
import { ownPackageDays, RENEWAL_FILTERS, type Renewal } from '../../domain/renewals';
import { isBlank } from '../../domain/validation';
import { required } from '../../domain/validation';
import type { ResourceDeclaration, ShopRecord } from '../types';

export type RenewalRecord = ShopRecord & Renewal;

/**
 * TV renewals due (issue 49, our server's `renewals`; src/domain/renewals.ts): each TV
 * customer's renewal, due the package length after their last DDTV sale, listed while due in
 * the next days or late, soonest first. Counter work: staff remind from the row (RemindButton)
 * and mark a customer who has stopped; the filter's "Stopped" lists those, to take the mark off.
 * The owner may give a customer a package length of their own (empty: the shop's).
 */
export const renewals: ResourceDeclaration<RenewalRecord> = {
  name: 'renewals',
  icon: RenewalsIcon,
  menu: { order: 22 },
  feature: 'renewals',
  routes: { list: 'GET /renewals' },
  recordRepresentation: (renewal) => renewal.customerName,
  columns: [
    { source: 'customerName', kind: 'text', sortable: true },
    { source: 'cardNumber', kind: 'text', sortable: true },
    { source: 'phoneNumber', kind: 'text' },
    { source: 'lastSaleDay', kind: 'date', sortable: true },
    { source: 'lastAmount', kind: 'money' },
    { source: 'renewalDays', kind: 'integer' },
    { source: 'dueDay', kind: 'date', sortable: true },
    // Drawn as a chip by the list (views.tsx); the number itself in the CSV.
    { source: 'daysLeft', kind: 'integer', sortable: true },
    { source: 'remindedAt', kind: 'datetime' },
    { source: 'remindedByName', kind: 'text' },
    { source: 'stopReason', kind: 'text', optional: true },
  ],
  inputs: [],
  list: {
    search: ['customerName', 'phoneNumber', 'cardNumber'],
    filters: [{ kind: 'enum', source: 'status', choices: RENEWAL_FILTERS }],
    defaultSort: { field: 'dueDay', order: 'ASC' },
  },
  rowActions: [
    {
      name: 'stop',
      action: 'status',
      icon: StopIcon,
      when: (renewal) => !renewal.stopReason,
      form: {
        inputs: [{ source: 'reason', kind: 'textarea', rules: [required('renewalStopReasonRequired')], maxLength: 200, fullWidth: true }],
        route: 'POST /renewals/:id/stop',
        payload: (values) => ({ reason: values.reason }),
      },
    },
    {
      // The owner's: a customer whose package lasts longer or shorter than the shop's usual.
      name: 'length',
      action: 'edit',
      icon: PackageIcon,
      form: {
        inputs: [{ source: 'customerRenewalDays', kind: 'integer', rules: [ownPackageDays], fullWidth: true }],
        route: 'POST /renewals/:id/length',
        payload: (values) => ({ days: isBlank(values.customerRenewalDays) ? null : Number(values.customerRenewalDays) }),
      },
    },
    {
      name: 'resume',
      action: 'status',
      icon: ResumeIcon,
      when: (renewal) => Boolean(renewal.stopReason),
      // No input: the dialog is the confirmation.
      form: { inputs: [], route: 'POST /renewals/:id/resume', payload: () => ({}) },
    },
  ],
  views: () => import('./views'),
};
