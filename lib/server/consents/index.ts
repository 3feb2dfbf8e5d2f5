// The consent ledger (DPDP Act s.6): lib/server/consents/consent-ledger.ts.
import 'server-only';
export {
  buyerConsentHistory,
  consentGivenSql,
  consentHistory,
  currentConsents,
  hasConsent,
  recordConsent,
} from './consent-ledger';
