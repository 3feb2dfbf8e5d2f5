import 'server-only';
export {
  creditStoredValue,
  returnSpentToSource,
  spendStoredValue,
  type Credited,
  type CreditRequest,
  type SpendRequest,
} from './ledger';
export { grantStoreCredit, ownStoreCredit, storeCreditOf } from './store-credit';
