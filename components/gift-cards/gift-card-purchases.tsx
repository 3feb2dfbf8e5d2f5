// The gift cards a buyer bought, with where each stands (never the code: it went to the recipient).
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { GIFT_CARD_MESSAGES as M } from '@/lib/shared/messages/gift-cards';
import type { ApiGiftCardPurchase } from '@/lib/shared/schemas/gift-card-schema';

function statusText(card: ApiGiftCardPurchase): string {
  switch (card.status) {
    case 'pending':
      return M.statusPending;
    case 'scheduled':
      return M.statusScheduled(card.send_on);
    case 'expired':
      return M.statusExpired;
    case 'closed':
      return M.statusClosed;
    default:
      return M.statusSent((card.sent_at ?? card.send_on).slice(0, 10));
  }
}

export function GiftCardPurchases({ cards }: { cards: ApiGiftCardPurchase[] }) {
  if (cards.length === 0) return <Typography color="text.secondary">{M.noCards}</Typography>;
  return (
    <List dense disablePadding data-testid="gift-card-purchases">
      {cards.map((card) => (
        <ListItem key={card.id} disableGutters divider>
          <ListItemText
            primary={M.cardLine(card.amount, card.recipient_name)}
            secondary={[
              statusText(card),
              card.code_last4 ? `…${card.code_last4}` : null,
              card.expires_on ? M.expiresOn(card.expires_on) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
