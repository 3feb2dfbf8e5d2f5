// One change in a customer's consent ledger as the back office shows it.
import type { ConsentPurpose, ConsentSource } from '@/lib/shared/consents';

export type AdminConsentEntry = {
  purpose: ConsentPurpose;
  given: boolean;
  at: string;
  source: ConsentSource;
  actor: string | null;
};
