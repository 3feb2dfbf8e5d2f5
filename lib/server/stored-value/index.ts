import 'server-only';
export { creditStoredValue, returnSpentToSource, spendStoredValue } from './ledger';
export { grantStoreCredit, ownStoreCredit, storeCreditOf } from './store-credit-balance';
