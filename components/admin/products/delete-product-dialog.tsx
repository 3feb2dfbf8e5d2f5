// Asks before deleting a piece, and says what happens to one that was ever ordered.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

type Props = { open: boolean; name: string | undefined; onCancel: () => void; onConfirm: () => void };

export function DeleteProductDialog({ open, name, onCancel, onConfirm }: Props) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="delete-product-title">
      <DialogTitle id="delete-product-title">Delete {name}?</DialogTitle>
      <DialogContent>
        A piece that was ever ordered is archived instead: hidden from the shop, kept for its orders.
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" onClick={onConfirm}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
