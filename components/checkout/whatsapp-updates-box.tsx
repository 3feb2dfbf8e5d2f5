'use client';
// The checkout's unticked box for order updates on WhatsApp (DPDP: consent is given by ticking it, never by
// default), with the privacy notice one click away. Ticked, the order records the consent (source 'checkout').
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { WHATSAPP_CONSENT_MESSAGES as M } from '@/lib/shared/messages/whatsapp-chat';
import { policyPath } from '@/lib/shared/policy-pages';

type Props = { checked: boolean; disabled: boolean; onChange: (checked: boolean) => void };

export function WhatsAppUpdatesBox({ checked, disabled, onChange }: Props) {
  return (
    <Box sx={{ mt: 2 }}>
      <FormControlLabel
        control={
          <Checkbox
            name="whatsapp_updates"
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
          />
        }
        label={M.updatesLabel}
      />
      <Typography variant="caption" color="text.secondary" component="p">
        {M.help}{' '}
        <Link href={policyPath('privacy')} target="_blank" rel="noopener">
          {M.privacyLink}
        </Link>
      </Typography>
    </Box>
  );
}
