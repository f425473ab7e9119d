import { MIN_PASSWORD_LENGTH } from './auth';
import type { RuleSet } from './validation';
import { email, minLength, required } from './validation';

/** Staff form rules shared by both modes (spec §5). */
const common: RuleSet = {
  firstName: [required('firstNameRequired')],
  lastName: [required('lastNameRequired')],
  email: [required('staffEmailRequired'), email('staffEmailInvalid')],
};

export const staffCreateRules: RuleSet = {
  ...common,
  password: [required('staffPasswordRequired'), minLength(MIN_PASSWORD_LENGTH, 'staffPasswordMin')],
};

/** On edit the email is read-only and the password is not part of the form. */
export const staffEditRules: RuleSet = common;
