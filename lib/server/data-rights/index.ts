// The buyer's rights over their data (DPDP Act): the fresh-code step, the export, the erasure.
import 'server-only';
export { confirmSession, sendConfirmCode } from './fresh-session';
export { exportBuyerData } from './data-export';
export { eraseCustomerAccount, eraseOwnAccount } from './erasure';
