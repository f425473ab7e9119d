// The two recharge screens: buying stock from the providers, and selling it.
export { rechargeHistory } from './history';
export { rechargeManagement } from './management';
