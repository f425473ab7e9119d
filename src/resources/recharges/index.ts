// The recharge screens: buying stock from the providers, selling it, and checking the float.
export { rechargeFloat } from './float';
export { rechargeHistory } from './history';
export { rechargeManagement } from './management';
