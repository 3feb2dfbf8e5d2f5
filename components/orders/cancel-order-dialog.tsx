// Asks before cancelling: a cancelled order cannot be restored.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ApiOrder } from '@/lib/shared/schemas/checkout-schema';

type Props = { order: ApiOrder | null; busy: boolean; onKeep: () => void; onConfirm: () => void };

export function CancelOrderDialog({ order, busy, onKeep, onConfirm }: Props) {
  return (
    <Dialog
      open={order !== null}
      onClose={busy ? undefined : onKeep}
      aria-labelledby="cancel-order-title"
      aria-describedby="cancel-order-text"
    >
      <DialogTitle id="cancel-order-title">Cancel order #{order?.id}?</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-order-text">
          The order will be cancelled and its items released. Nothing has been charged for it. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} disabled={busy}>
          Keep Order
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          Cancel Order
        </Button>
      </DialogActions>
    </Dialog>
  );
}
