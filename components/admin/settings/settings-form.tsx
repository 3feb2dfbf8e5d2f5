'use client';
// /admin/settings (owner): the shop's identity, contact, links, figures, colours with a live preview and an
// AA contrast warning, the cart switch, the low-stock threshold and the legal pages in a rich-text editor.
// Save sends only the sections that changed, with the updated_at the page was read at (use-settings-form).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminSettings } from '@/lib/shared/back-office/admin-types';
import { CodSettingsFields } from './cod-settings-fields';
import { ColourFields } from './colour-fields';
import { ContactFields } from './contact-fields';
import { DeliveryFields } from './delivery-fields';
import { LegalPagesFields } from './legal-pages-fields';
import { EMPTY_SELLER, SellerFields } from './seller-fields';
import { ShopFields } from './shop-fields';
import { SocialLinksFields } from './social-links-fields';
import { StatsFields } from './stats-fields';
import { useSettingsForm } from './use-settings-form';

export function SettingsForm({ initial }: { initial: AdminSettings }) {
  const { form, setForm, set, err, message, busy, save } = useSettingsForm(initial);
  const section = { form, set, err };
  return (
    <Stack component="form" spacing={3} noValidate onSubmit={save} aria-label="Shop settings">
      <Typography component="h1" variant="h5">
        Settings
      </Typography>
      {message ? (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      ) : null}
      <ShopFields {...section} />
      <SellerFields seller={form.seller ?? EMPTY_SELLER} onChange={(seller) => set('seller', seller)} err={err} />
      <DeliveryFields {...section} />
      <CodSettingsFields values={form} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} err={err} />
      <ContactFields {...section} />
      <SocialLinksFields {...section} />
      <StatsFields {...section} />
      <ColourFields {...section} />
      <LegalPagesFields links={form.legal_links} onChange={(links) => set('legal_links', links)} err={err} />
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        Save settings
      </Button>
    </Stack>
  );
}
