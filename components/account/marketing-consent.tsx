'use client';
// One of the profile's mail consents (marketing mail, cart reminders): saved as soon as it is switched
// (PATCH /auth/me, a row of the consent ledger), so withdrawing it is one click, as giving it is.
import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { setProfileConsent } from '@/lib/client/auth/auth-api';
import { ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { MARKETING_MESSAGES as M } from '@/lib/shared/messages/marketing';
import { PROFILE_MESSAGES } from '@/lib/shared/messages/auth';

export function MarketingConsent({
  purpose,
  initial,
}: {
  purpose: 'marketing_mail' | 'cart_reminders';
  initial: { agreed: boolean; agreed_at: string | null };
}) {
  const [consent, setConsent] = useState(initial);
  const [saving, setSaving] = useState(false);

  async function change(agreed: boolean) {
    setSaving(true);
    try {
      setConsent(await setProfileConsent(purpose, agreed));
      showMessage(M.consentSaved);
    } catch (error) {
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
        label={purpose === 'marketing_mail' ? M.offersConsentLabel : M.cartConsentLabel}
      />
      {consent.agreed_at ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {M.consentSince(new Date(consent.agreed_at).toLocaleDateString('en-IN', { dateStyle: 'medium' }))}
        </Typography>
      ) : null}
    </>
  );
}
