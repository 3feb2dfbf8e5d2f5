'use client';
// The check before any rate is saved: what it would re-price, how many pieces move and the five largest moves;
// the owner saves or cancels. A change of more than 10 % also carries the server's warning, and saving confirms it.
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
import type { RateChangeCheck } from '@/lib/shared/back-office/rate-types';

type Props = {
  change: RateChangeCheck | null;
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
        {change.message ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {change.message}
          </Alert>
        ) : null}
        {change.current !== null && change.change_percent !== null ? (
          <Typography sx={{ fontWeight: 600 }}>
            {R.previewChange(formatRupees(change.current), formatRupees(change.proposed), change.change_percent)}
          </Typography>
        ) : null}
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
        <Button onClick={onConfirm} variant="contained" color={change.unusual ? 'warning' : 'primary'} disabled={busy}>
          {R.previewConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
