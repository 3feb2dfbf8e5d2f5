// The settings form's contact section: the shop's address, phone and email, shown in the footer,
// and the WhatsApp number product pages offer a chat with.
import Grid from '@mui/material/Grid';
import { SectionHeading } from './section-heading';
import { settingsField, type FieldArgs, type SectionProps } from './settings-field';

export function ContactFields({ form, set, err }: SectionProps) {
  const field = (...args: FieldArgs) => settingsField(err, ...args);
  const contact = form.contact;
  const address = (key: keyof typeof contact.address) => (v: string) =>
    set('contact', { ...contact, address: { ...contact.address, [key]: v } });
  return (
    <>
      <SectionHeading title="Contact" />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          {field('Street', contact.address.street, address('street'), 'contact.address.street')}
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          {field('City', contact.address.city, address('city'), 'contact.address.city')}
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          {field('Country', contact.address.country, address('country'), 'contact.address.country')}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {field('Phone', contact.phone, (v) => set('contact', { ...contact, phone: v }), 'contact.phone', {
            type: 'tel',
          })}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {field('Email', contact.email, (v) => set('contact', { ...contact, email: v }), 'contact.email', {
            type: 'email',
          })}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {field(
            'WhatsApp number (chat on product pages)',
            contact.whatsapp,
            (v) => set('contact', { ...contact, whatsapp: v }),
            'contact.whatsapp',
            { type: 'tel' },
          )}
        </Grid>
      </Grid>
    </>
  );
}
