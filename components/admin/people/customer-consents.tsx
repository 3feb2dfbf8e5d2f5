// The back office's view of a customer's consent ledger: every change, newest first, with where it came from.
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatOrderDate } from '@/components/orders/order-format';
import { DATA_RIGHTS_MESSAGES as M } from '@/lib/shared/messages/data-rights';
import type { AdminConsentEntry } from '@/lib/shared/back-office/admin-types';

export function CustomerConsents({ consents }: { consents: AdminConsentEntry[] }) {
  return (
    <section aria-labelledby="customer-consents-title" data-testid="customer-consents">
      <Typography id="customer-consents-title" component="h2" variant="h6">
        {M.adminConsentsTitle}
      </Typography>
      {consents.length === 0 ? (
        <Typography color="text.secondary">{M.noConsents}</Typography>
      ) : (
        <List dense>
          {consents.map((entry, index) => (
            <ListItem key={`${entry.at}-${entry.purpose}-${index}`} disableGutters>
              <ListItemText
                primary={`${M.purposes[entry.purpose]}: ${entry.given ? M.given : M.withdrawn}`}
                secondary={`${formatOrderDate(entry.at)} · ${M.sources[entry.source]}${entry.actor?.startsWith('staff:') ? ` (${entry.actor})` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
