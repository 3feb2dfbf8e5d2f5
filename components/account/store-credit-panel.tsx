// The buyer's store credit on their profile: the balance and what made it.
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@/lib/shared/money';
import { STORE_CREDIT_MESSAGES as M } from '@/lib/shared/messages/store-credit-messages';
import type { ApiStoreCredit } from '@/lib/shared/schemas/gift-card-schema';

export function StoreCreditPanel({ credit }: { credit: ApiStoreCredit }) {
  return (
    <section aria-labelledby="store-credit-heading">
      <Typography id="store-credit-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {M.heading}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid="store-credit-balance">
        {M.balance(credit.balance)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {credit.movements.length ? M.intro : M.empty}
      </Typography>
      {credit.movements.length > 0 && (
        <List dense disablePadding>
          {credit.movements.slice(0, 20).map((m) => (
            <ListItem key={m.id} disableGutters divider>
              <ListItemText
                primary={`${M.reasons[m.reason] ?? m.reason}: ${m.amount < 0 ? '−' : '+'}${formatRupees(Math.abs(m.amount))}`}
                secondary={[m.created_at.slice(0, 10), m.order_id ? M.orderRef(m.order_id) : null, m.note]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
