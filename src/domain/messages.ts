/**
 * Every rule message of the product, in the spec's exact wording (spec §5, §6, §8).
 * The server answers with these texts and the console shows them through i18n
 * (`src/i18n/en.ts` includes this table under `app.messages`), so each lives once.
 */
export const MESSAGES = {
  // Login (spec §5)
  loginEmailRequired: 'Please input your email!',
  loginEmailInvalid: 'Please enter a valid email!',
  loginPasswordRequired: 'Please input your password!',
  loginPasswordMin: 'Password must be at least 6 characters!',
  // Staff (spec §5)
  firstNameRequired: 'Please enter first name',
  lastNameRequired: 'Please enter last name',
  staffEmailRequired: 'Please enter email',
  staffEmailInvalid: 'Please enter valid email',
  staffPasswordRequired: 'Please enter password',
  staffPasswordMin: 'Password must be at least 6 characters',
  roleRequired: 'Please select role',
  // Customer and agent (spec §5)
  addressRequired: 'Please enter address',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter valid local phone number (0XXXXXXXXX)',
  nicInvalid: 'NIC must be 9 digits + V/v/X (e.g. 987654321V) or 12 digits',
  nicRequired: 'Please enter NIC number',
  cardNumberRequired: 'Please enter card number',
  phoneTaken: 'A customer with this phone number already exists',
  customerNotFound: 'Customer not found',
  agentNotFound: 'Agent not found',
  // Role rules the server enforces (spec §6) and their server-side companions
  superAdminNotDeletable: 'Super admins cannot be deleted',
  superAdminStatusFixed: 'Super admin status cannot be changed',
  emailNotChangeable: 'Email cannot be changed',
  roleNotChangeable: "A staff member's role cannot be changed",
  emailTaken: 'A staff member with this email already exists',
  roleFixedOnCreate: 'New staff members are created with the admin role',
  staffNotFound: 'Staff member not found',
  invalidCredentials: 'Invalid email or password',
  accountInactive: 'Your account is inactive. Please contact an administrator.',
  notSignedIn: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this',
  tooManyLogins: 'Too many sign-in attempts. Please wait a minute and try again.',
  invalidRequest: 'Invalid request',
  // Sign-in and transport (spec §8, §9)
  loginFailed: 'Login failed',
  unexpectedError: 'An unexpected error occurred',
  requestTimeout: 'The server did not answer within 10 seconds. Please try again.',
  networkError: 'Cannot reach the server. Check the connection and try again.',
  notFound: 'Not found',
  requestTooLarge: 'Request body is too large',
  // API server answers (spec §8 success notice wording for deletes)
  staffDeleted: 'Staff deleted successfully',
  customerDeleted: 'Customer deleted successfully',
  agentDeleted: 'Agent deleted successfully',
  malformedJson: 'The request body is not valid JSON',
  internalError: 'Internal server error',
  // Recharge: top-ups, balance and sales (spec §5, §8)
  rechargeTypeRequired: 'Please select type',
  rechargeDateRequired: 'Please select date',
  topUpValueRequired: 'Please enter value',
  topUpCostRequired: 'Please enter cost',
  saleTypeRequired: 'Please select recharge type',
  soldValueRequired: 'Please enter sold value',
  soldPriceRequired: 'Please enter sold price',
  soldToTypeRequired: 'Please select customer type',
  saleCustomerRequired: 'Please select customer',
  saleAgentRequired: 'Please select agent',
  insufficientBalance: 'Insufficient balance! Available: LKR {balance}, Required: LKR {amount}',
  rechargeTypeInvalid: 'Recharge type must be one of Dialog, DDTV, Mobitel, Hutch, Airtel',
  rechargeTypeFixed: 'The recharge type of a top-up cannot be changed',
  rechargeDateInvalid: 'Please enter a valid date (YYYY-MM-DD)',
  rechargeAmountInvalid: 'Please enter a valid amount',
  rechargeAmountNegative: 'Amount cannot be negative',
  rechargeAmountTooLarge: 'Amount cannot exceed 100,000,000',
  rechargeAmountDecimals: 'Amount can have at most two decimals',
  soldValuePositive: 'Sold value must be greater than 0',
  topUpBalanceNegative: 'This change would make the {type} balance negative (available: LKR {balance})',
  topUpNotFound: 'Topup not found',
  topUpDeleted: 'Topup deleted successfully',
} as const;

export type MessageKey = keyof typeof MESSAGES;
