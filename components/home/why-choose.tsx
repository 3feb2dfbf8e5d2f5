// The 'Why Choose {shop}' block and the 'Start Shopping' call to action.
import { RouterLink } from '@/components/catalogue/router-link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { HOME_MESSAGES } from '@/lib/shared/messages';
import { CURRENCY_SYMBOL, FREE_SHIPPING_THRESHOLD_RUPEES, type IconName } from '@/lib/shared/constants';
import { SectionHeading } from './section-heading';
import { TrustIcon } from './trust-icon';

const REASONS: { icon: IconName; title: string; text: string }[] = [
  { icon: 'Verified', title: HOME_MESSAGES.certifiedQuality, text: HOME_MESSAGES.certifiedQualityText },
  // The spec writes this amount as ₹1000, as the stats band does.
  { icon: 'LocalShipping', title: HOME_MESSAGES.freeShipping, text: HOME_MESSAGES.freeShippingText(`${CURRENCY_SYMBOL}${FREE_SHIPPING_THRESHOLD_RUPEES}`) },
  { icon: 'Security', title: HOME_MESSAGES.securePayment, text: HOME_MESSAGES.securePaymentText },
];

export function WhyChoose({ shopName }: { shopName: string }) {
  return (
    <Box component="section" aria-labelledby="why-choose" sx={{ bgcolor: 'background.paper', py: { xs: 5, md: 7 } }}>
      <Container maxWidth="lg">
        <SectionHeading id="why-choose">{HOME_MESSAGES.whyChoose(shopName)}</SectionHeading>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {REASONS.map((reason) => (
            <Box component="li" key={reason.title} sx={{ textAlign: 'center', px: 2 }}>
              <TrustIcon name={reason.icon} />
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.15rem', mt: 1 }}>
                {reason.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{reason.text}</Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ textAlign: 'center', mt: 5 }}>
          <Button component={RouterLink} href="/products" variant="contained" size="large">
            {HOME_MESSAGES.startShopping}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
