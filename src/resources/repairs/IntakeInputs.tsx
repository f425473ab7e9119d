import { Box, Typography } from '@mui/material';
import { CheckboxGroupInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ACCESSORIES, CONDITION_MAX, intakeRules, OTHER_ACCESSORY, OTHER_ACCESSORY_MAX } from '../../domain/repairIntake';
import { DeclaredInput } from '../../engine/inputs/DeclaredInput';
import { toValidators } from '../../engine/inputs/ruleValidators';
import type { FormMode, InputDeclaration } from '../types';
import { intakeOffered } from './intake';

const RESOURCE = 'repairs/management';
const words = `resources.${RESOURCE}.intake`;
const choices = ACCESSORIES.map((name) => ({ id: name, name: `${words}.accessories.${name}` }));
const otherAccessory: InputDeclaration = { source: 'otherAccessory', kind: 'text', rules: intakeRules.otherAccessory, maxLength: OTHER_ACCESSORY_MAX, fullWidth: true };
const condition: InputDeclaration = { source: 'condition', kind: 'textarea', rules: intakeRules.condition, maxLength: CONDITION_MAX, fullWidth: true };

/**
 * What came in with the device and the state it came in (product.md §10): the accessories
 * ticked (Other asks what it was) and its condition, printed on the job card the customer
 * signs. Shown only where the backend keeps them.
 */
export function IntakeInputs({ mode }: { mode: FormMode }) {
  const translate = useTranslate();
  const ticked = useWatch({ name: 'accessories' }) as unknown;
  if (!intakeOffered()) return null;
  return (
    <Box component="section" aria-labelledby="repair-intake-title" sx={{ mt: 2 }}>
      <Typography id="repair-intake-title" variant="subtitle1" component="h3">
        {translate(`${words}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${words}.help`)}
      </Typography>
      <CheckboxGroupInput
        source="accessories"
        label={`resources.${RESOURCE}.fields.accessories`}
        choices={choices}
        validate={toValidators(intakeRules.accessories)}
        row
        helperText={false}
      />
      {Array.isArray(ticked) && ticked.includes(OTHER_ACCESSORY) && <DeclaredInput resource={RESOURCE} input={otherAccessory} mode={mode} />}
      <DeclaredInput resource={RESOURCE} input={condition} mode={mode} />
    </Box>
  );
}
