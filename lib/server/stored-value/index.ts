import 'server-only';
export {
  creditStoredValue,
  returnSpentToSource,
  spendStoredValue,
  type Credited,
  type CreditRequest,
  type SpendRequest,
} from './ledger';
