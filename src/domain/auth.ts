import type { RuleSet } from './validation';
import { email, minLength, required } from './validation';

/** Spec §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

/** Login form rules (spec §5). */
export const loginRules: RuleSet = {
  email: [required('loginEmailRequired'), email('loginEmailInvalid')],
  password: [required('loginPasswordRequired'), minLength(MIN_PASSWORD_LENGTH, 'loginPasswordMin')],
};
