import type { Rule, RuleSet } from './validation';
import { email, isBlank, minLength, required } from './validation';

/** product.md §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

/** Login form rules (product.md §5). */
export const loginRules: RuleSet = {
  email: [required('loginEmailRequired'), email('loginEmailInvalid')],
  password: [required('loginPasswordRequired'), minLength(MIN_PASSWORD_LENGTH, 'loginPasswordMin')],
};

/** A new password differing from the current one (blank passes: pair with `required`). */
const differsFromCurrent: Rule = (value, record) =>
  isBlank(value) || value !== record?.currentPassword ? undefined : 'newPasswordSame';

/** The confirmation repeats the new password exactly. */
const repeatsNewPassword: Rule = (value, record) =>
  isBlank(value) || value === record?.newPassword ? undefined : 'passwordsDoNotMatch';

/** Change your own password (PUT /auth/password): the server checks these. */
export const passwordChangeRules: RuleSet = {
  currentPassword: [required('currentPasswordRequired')],
  newPassword: [required('newPasswordRequired'), minLength(MIN_PASSWORD_LENGTH, 'staffPasswordMin'), differsFromCurrent],
};

/** The Profile dialog's form: the same plus typing the new password twice (a form matter, not sent). */
export const passwordChangeFormRules: RuleSet = {
  ...passwordChangeRules,
  confirmPassword: [required('confirmPasswordRequired'), repeatsNewPassword],
};
