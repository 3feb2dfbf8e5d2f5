'use client';
// The register form's age confirmation (DPDP Act s.9: no account for a minor without verifiable parental
// consent, which the shop does not offer), required, with the privacy notice one link away.
import Link from 'next/link';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MuiLink from '@mui/material/Link';
import { PRIVACY_NOTICE_MESSAGES as M } from '@/lib/shared/messages/privacy-notice-messages';
import { policyPath } from '@/lib/shared/policy-pages';

/** id: names the error text, so two forms on one page (email, mobile) keep their own. */
type Props = { checked: boolean; error: boolean; onChange: (checked: boolean) => void; id?: string };

export function AdultConfirmation({ checked, error, onChange, id = 'adult-error' }: Props) {
  return (
    <FormControl error={error} required>
      <FormControlLabel
        control={
          <Checkbox
            name="adult"
            checked={checked}
            required
            slotProps={{ input: { 'aria-describedby': error ? id : undefined } }}
            onChange={(event) => onChange(event.target.checked)}
          />
        }
        label={M.adultLabel}
      />
      {error && <FormHelperText id={id}>{M.adultRequired}</FormHelperText>}
      <MuiLink component={Link} href={policyPath('privacy')} target="_blank" rel="noopener" variant="body2">
        {M.noticeLink}
      </MuiLink>
    </FormControl>
  );
}
