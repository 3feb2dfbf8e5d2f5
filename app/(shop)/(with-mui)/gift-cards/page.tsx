import type { Metadata } from 'next';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { GiftCardBalanceCheck } from '@/components/gift-cards/gift-card-balance-check';
import { GiftCardBuyForm } from '@/components/gift-cards/gift-card-buy-form';
import { GiftCardPurchases } from '@/components/gift-cards/gift-card-purchases';
import { listOwnGiftCards } from '@/lib/server/gift-cards';
import { pageSession } from '@/lib/server/http/page-session';
import { checkoutDisplay } from '@/lib/server/payments/providers/checkout-display';
import { GIFT_CARD_MESSAGES as M } from '@/lib/shared/messages/gift-cards';
import { shopToday } from '@/lib/shared/shop-time';

export const metadata: Metadata = { title: M.pageTitle, robots: { index: false } };

export default async function GiftCardsPage() {
  const session = await pageSession();
  const [{ display, closed }, cards] = await Promise.all([
    checkoutDisplay(),
    session ? listOwnGiftCards(session.user.id) : Promise.resolve([]),
  ]);
  const section = { p: { xs: 2.5, sm: 4 }, mb: 3 };
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {M.pageTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {M.pageIntro}
      </Typography>
      <Paper variant="outlined" sx={section} component="section" aria-labelledby="gift-buy-heading">
        <Typography id="gift-buy-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {M.buyHeading}
        </Typography>
        {!session ? (
          <Button href="/login?next=/gift-cards" variant="contained">
            {M.signInToBuy}
          </Button>
        ) : closed ? null : (
          <GiftCardBuyForm
            display={display}
            today={shopToday()}
            buyer={{ name: session.user.name, email: session.user.email }}
          />
        )}
      </Paper>
      {session && (
        <Paper variant="outlined" sx={section} component="section" aria-labelledby="gift-mine-heading">
          <Typography id="gift-mine-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {M.yourCards}
          </Typography>
          <GiftCardPurchases cards={cards} />
        </Paper>
      )}
      <Paper variant="outlined" sx={section} component="section" aria-labelledby="gift-check-heading">
        <Typography id="gift-check-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {M.checkHeading}
        </Typography>
        <GiftCardBalanceCheck />
      </Paper>
    </Container>
  );
}
