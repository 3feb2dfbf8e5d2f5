// The account as GET/PATCH /auth/me show it: the profile (users.ts) and the buyer's WhatsApp consents, each
// agreed or not and since when, from the consent ledger (lib/server/consents). Changing one on the profile
// records it there with the source 'profile'; withdrawing is as easy as giving (DPDP).
import 'server-only';
import { getDb, type Executor } from '@/lib/server/db';
import { currentConsents, recordConsent } from '@/lib/server/consents';
import type { UpdateProfileBody } from '@/lib/shared/schemas/auth-schema';
import { getProfile, updateProfile, type MarketingConsent, type Profile } from './users';

const WHATSAPP_PURPOSES = ['whatsapp_updates', 'whatsapp_marketing'] as const;
type WhatsAppPurpose = (typeof WHATSAPP_PURPOSES)[number];

export type AccountProfile = Profile & Record<WhatsAppPurpose, MarketingConsent>;

async function whatsAppConsents(db: Executor, userId: number): Promise<Record<WhatsAppPurpose, MarketingConsent>> {
  const current = await currentConsents(db, userId);
  const of = (purpose: WhatsAppPurpose): MarketingConsent => {
    const state = current[purpose];
    return state?.given ? { agreed: true, agreed_at: new Date(state.at).toISOString() } : { agreed: false, agreed_at: null };
  };
  return { whatsapp_updates: of('whatsapp_updates'), whatsapp_marketing: of('whatsapp_marketing') };
}

export async function getAccountProfile(userId: number): Promise<AccountProfile | null> {
  const profile = await getProfile(userId);
  return profile && { ...profile, ...(await whatsAppConsents(await getDb(), userId)) };
}

/** The profile's changes, and the WhatsApp consents the shopper ticked or unticked, in one transaction. */
export async function updateAccountProfile(userId: number, body: UpdateProfileBody): Promise<AccountProfile | null> {
  const { whatsapp_updates, whatsapp_marketing, ...changes } = body;
  const chosen = { whatsapp_updates, whatsapp_marketing };
  const db = await getDb();
  await db.transaction(async (tx) => {
    for (const purpose of WHATSAPP_PURPOSES) {
      const given = chosen[purpose];
      if (given === undefined) continue;
      await recordConsent(tx, { userId, purpose, given, source: 'profile', actor: `user:${userId}` });
    }
  });
  const profile = await updateProfile(userId, changes);
  return profile && { ...profile, ...(await whatsAppConsents(db, userId)) };
}
