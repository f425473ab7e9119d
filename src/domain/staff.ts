import { MIN_PASSWORD_LENGTH } from './auth';
import type { RuleSet } from './validation';
import { email, minLength, required } from './validation';

/** Staff form rules shared by both modes (product.md §5). */
const common: RuleSet = {
  firstName: [required('firstNameRequired')],
  lastName: [required('lastNameRequired')],
  email: [required('staffEmailRequired'), email('staffEmailInvalid')],
};

export const staffCreateRules: RuleSet = {
  ...common,
  password: [required('staffPasswordRequired'), minLength(MIN_PASSWORD_LENGTH, 'staffPasswordMin')],
};

/**
 * On edit the email is read-only; a super admin may set a new password (optional: blank
 * keeps the current one), which ends the staff member's sessions.
 */
export const staffEditRules: RuleSet = {
  ...common,
  password: [minLength(MIN_PASSWORD_LENGTH, 'staffPasswordMin')],
};
