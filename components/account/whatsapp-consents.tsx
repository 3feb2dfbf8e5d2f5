'use client';
// The profile's WhatsApp consents, each its own unticked box saved as soon as it is switched (PATCH /auth/me):
// order updates, and separately offers, cart reminders and price alerts. The privacy notice says how the
// number is used; withdrawing is one click, as giving is (DPDP).
import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { setWhatsAppConsent, type WhatsAppConsentPurpose } from '@/lib/client/auth/auth-api';
import { ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { WHATSAPP_CONSENT_MESSAGES as M } from '@/lib/shared/messages/whatsapp-chat';
import { PROFILE_MESSAGES } from '@/lib/shared/messages/auth';
import { policyPath } from '@/lib/shared/policy-pages';

type Consent = { agreed: boolean; agreed_at: string | null };

const LABELS: Record<WhatsAppConsentPurpose, string> = {
  whatsapp_updates: M.updatesLabel,
  whatsapp_marketing: M.marketingLabel,
};

function ConsentBox({ purpose, initial }: { purpose: WhatsAppConsentPurpose; initial: Consent }) {
  const [consent, setConsent] = useState(initial);
  const [saving, setSaving] = useState(false);

  async function change(agreed: boolean) {
    // The box follows the click at once (a screen reader hears the new state); the server's answer then sets
    // the day it was given, and a refusal puts the box back as it was.
    const before = consent;
    setConsent({ agreed, agreed_at: agreed ? before.agreed_at : null });
    setSaving(true);
    try {
      setConsent(await setWhatsAppConsent(purpose, agreed));
      showMessage(M.saved);
    } catch (error) {
      setConsent(before);
      showMessage((error instanceof ApiRequestError && error.message) || PROFILE_MESSAGES.updateFailed, 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            name={purpose}
            checked={consent.agreed}
            disabled={saving}
            onChange={(event) => void change(event.target.checked)}
          />
        }
        label={LABELS[purpose]}
      />
      {consent.agreed_at ? (
        <Typography variant="caption" color="text.secondary" component="p" data-testid={`${purpose}-since`}>
          {M.agreedOn(new Date(consent.agreed_at).toLocaleDateString('en-IN', { dateStyle: 'medium' }))}
        </Typography>
      ) : null}
    </>
  );
}

export function WhatsAppConsents({ initial }: { initial: Record<WhatsAppConsentPurpose, Consent> }) {
  return (
    <section aria-labelledby="whatsapp-consents">
      <Typography id="whatsapp-consents" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {M.section}
      </Typography>
      <ConsentBox purpose="whatsapp_updates" initial={initial.whatsapp_updates} />
      <ConsentBox purpose="whatsapp_marketing" initial={initial.whatsapp_marketing} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {M.help} <Link href={policyPath('privacy')}>{M.privacyLink}</Link>
      </Typography>
    </section>
  );
}
