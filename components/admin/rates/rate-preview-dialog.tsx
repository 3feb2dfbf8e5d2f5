'use client';
// The check before an unusual rate is saved: the server refused a change of more than 10 % and said what it would
// re-price; the owner sees the change, how many pieces move and the five largest moves, then saves or cancels.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { RATE_MESSAGES as R } from '@/lib/shared/messages/admin-rates';
import { formatRupees } from '@/lib/shared/money';
import type { UnusualRateChange } from '@/lib/shared/back-office/admin-types';

type Props = {
  change: UnusualRateChange | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function RatePreviewDialog({ change, busy, onConfirm, onCancel }: Props) {
  const phone = useMediaQuery('(max-width:600px)');
  if (!change) return null;
  return (
    // The form gives focus back to its Save button (disabled while the preview opened, so nothing to restore to).
    <Dialog
      open
      onClose={onCancel}
      disableRestoreFocus
      fullScreen={phone}
      aria-labelledby="rate-preview-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="rate-preview-title">{R.previewTitle}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {change.message}
        </Alert>
        <Typography sx={{ fontWeight: 600 }}>
          {R.previewChange(formatRupees(change.current), formatRupees(change.proposed), change.change_percent)}
        </Typography>
        <Typography sx={{ mb: 1 }}>{R.previewCount(change.preview.count)}</Typography>
        {change.preview.largest.length > 0 ? (
          <Table size="small" aria-label={R.previewLargest}>
            <TableHead>
              <TableRow>
                <TableCell>{R.previewPiece}</TableCell>
                <TableCell align="right">{R.previewOld}</TableCell>
                <TableCell align="right">{R.previewNew}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {change.preview.largest.map((piece) => (
                <TableRow key={piece.id}>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{piece.name}</TableCell>
                  <TableCell align="right">{formatRupees(piece.old_price)}</TableCell>
                  <TableCell align="right">{formatRupees(piece.new_price)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {R.previewCancel}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="warning" disabled={busy}>
          {R.previewConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
