import { Box, Typography } from '@mui/material';
import { AutocompleteArrayInput, ReferenceArrayInput, useGetList, useRecordContext, useTranslate, type RaRecord, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { toCents } from '../../domain/money';
import { RECEIVING_TENDERS } from '../../domain/payments';
import { payloadMoment, repairRules, repairTotals } from '../../domain/repairs';
import { ResourceFormDialog } from '../../engine/dialogs/ResourceFormDialog';
import { Figures, showFigures } from '../../engine/Figures';
import { DeclaredInput, FormCell, FormGrid } from '../../engine/inputs/DeclaredInput';
import { toValidators } from '../../engine/inputs/ruleValidators';
import type { DialogProps } from '../../engine/views';
import type { Figure, ShopRecord } from '../types';
import { repairIssues, type RepairIssue } from '../repairIssues';
import { TendersInput, type PaymentValues } from '../accounts/TendersInput';
import { advanceProblem, repairPaymentsOffered } from './repairPayments';
import { IntakeInputs } from './IntakeInputs';
import { ClosedDayNotice } from '../dayClose/ClosedDayNotice';
import { discountOf, issueIds, repairPayload, repairs, type Repair } from '.';

const RESOURCE = 'repairs/management';
const CATALOGUE = 'repairs/issues';

/**
 * The repair as its form holds it: its customer and issues as their ids (a backend may put the
 * customer's record in `customerId`), the expected return as a Colombo moment.
 */
const asFormValues = (repair: RaRecord) => ({
  ...repair,
  customerId: typeof repair.customerId === 'object' && repair.customerId ? (repair.customerId._id ?? repair.customerId.id) : repair.customerId,
  issues: issueIds(repair.issues),
  expectedReturnDate: payloadMoment(repair.expectedReturnDate) ?? '',
});

/** The picked issues' prices: those the repair copied when they were added (edit), else the catalogue's today. */
function pickedIssues(ids: readonly string[], copied: readonly Repair['issues'][number][], catalogue: readonly ShopRecord[]) {
  return ids.map((id) => ({
    customerPrice:
      copied.find((issue) => String(issue.issueId) === String(id))?.customerPrice ??
      Number(catalogue.find((issue) => String(issue.id) === String(id))?.customerPrice ?? 0),
    actualCost: 0,
  }));
}

type Totals = ReturnType<typeof repairTotals>;
const figures: Figure<[totals: Totals]>[] = [
  { key: 'subtotal', kind: 'money', value: (totals) => totals.subtotal },
  { key: 'finalAmount', kind: 'money', value: (totals) => totals.finalAmount },
];

/** Subtotal and final amount of what the form holds, live as issues are picked and the discount typed. */
function useLiveTotals(): Totals {
  const repair = useRecordContext<Repair>();
  const values = useWatch();
  const { data: catalogue = [] } = useGetList<ShopRecord>(CATALOGUE, { pagination: { page: 1, perPage: 1000 } });
  return repairTotals(pickedIssues(issueIds(values.issues), repair?.issues ?? [], catalogue), discountOf(values));
}

/** Subtotal and final amount, live as issues are picked and the discount typed. */
function RepairTotals() {
  const translate = useTranslate();
  const totals = useLiveTotals();
  return <Figures figures={showFigures(figures, `resources.${RESOURCE}.figures`, totals)} variant="lines" translate={translate} />;
}

/**
 * The advance taken in with the repair (product.md §10): optional, any tender but credit, up to
 * the final amount; "Still due" is the balance left for collection. Left without an amount,
 * no advance is sent.
 */
function RepairAdvance() {
  const translate = useTranslate();
  const finalAmount = toCents(Math.max(0, useLiveTotals().finalAmount));
  const check: Validator = (_value: unknown, values: { payment?: PaymentValues }) => advanceProblem(finalAmount, values.payment);
  return (
    <Box component="section" aria-labelledby="repair-advance-title" sx={{ mt: 2 }}>
      <Typography id="repair-advance-title" variant="subtitle1" component="h3">
        {translate('app.repairPayments.advance')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.repairPayments.advanceHelp')}
      </Typography>
      <ClosedDayNotice />
      <TendersInput methods={RECEIVING_TENDERS} due={finalAmount} validate={check} />
    </Box>
  );
}

/** Take In Repair and Edit Repair: the declared inputs, the issues picked from the catalogue, and the totals. */
export default function RepairFormDialog(props: DialogProps) {
  const [customer, product, ...rest] = repairs.inputs;
  const declared = (input: (typeof repairs.inputs)[number]) => (
    <FormCell key={input.source} input={input}>
      <DeclaredInput resource={RESOURCE} input={input} mode={props.mode} />
    </FormCell>
  );
  return (
    <ResourceFormDialog {...props} queryOptions={{ select: asFormValues }} transform={repairPayload}>
      <FormGrid>
        {declared(customer)}
        {declared(product)}
        <FormCell wide>
          <ReferenceArrayInput source="issues" reference={CATALOGUE} perPage={1000} sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteArrayInput
              label={`resources.${RESOURCE}.fields.issues`}
              validate={toValidators(repairRules.issues)}
              fullWidth
              optionText={(issue: RepairIssue) => repairIssues.pickerText!(issue)}
              // The search runs in memory over the cached catalogue: no request to wait for.
              debounce={0}
              noOptionsText={`resources.${CATALOGUE}.empty`}
            />
          </ReferenceArrayInput>
        </FormCell>
        {rest.map(declared)}
      </FormGrid>
      <IntakeInputs mode={props.mode} />
      <RepairTotals />
      {props.mode === 'create' && repairPaymentsOffered() && <RepairAdvance />}
    </ResourceFormDialog>
  );
}
