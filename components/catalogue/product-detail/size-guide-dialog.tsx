'use client';
// The size guide's dialog: the piece's Indian ring or bangle sizes with inner diameter and
// circumference, and how to measure at home. Loaded only when the shopper opens it (size-guide-button.tsx).
import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MuiScope } from '@/components/layout/mui-theme';
import { sizeRows, type SizeGuideKind } from '@/lib/shared/catalogue/size-guide';
import { SIZE_GUIDE_MESSAGES as P } from '@/lib/shared/messages/size-guide-dialog-text';

type Props = { kind: SizeGuideKind; sizes: string[]; open: boolean; onClose: () => void };

export function SizeGuideDialog({ kind, sizes, open, onClose }: Props) {
  const titleId = useId();
  const rows = sizeRows(kind, sizes);
  return (
    <MuiScope>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" scroll="paper" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{P.sizeGuideTitle[kind]}</DialogTitle>
        {/* A scrolling region a keyboard can reach and scroll (its only control, Close, sits outside it). */}
        <DialogContent dividers tabIndex={0} role="region" aria-label={P.sizeGuideTitle[kind]}>
          <Table size="small">
            <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>
              {P.sizeGuideCaption[kind]}
            </caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {P.sizeColumn}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {P.diameterColumn}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {P.circumferenceColumn}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.size}>
                  <TableCell component="th" scope="row">
                    {row.size}
                  </TableCell>
                  <TableCell align="right">{P.mm(row.diameterMm)}</TableCell>
                  <TableCell align="right">{row.circumferenceMm === null ? '' : P.mm(row.circumferenceMm)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
            {P.howToMeasure}
          </Typography>
          <ol style={{ margin: 0, paddingLeft: 20 }}>
            {P.measureSteps[kind].map((step) => (
              <li key={step} style={{ marginBottom: 6 }}>
                <Typography variant="body2">{step}</Typography>
              </li>
            ))}
          </ol>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{P.close}</Button>
        </DialogActions>
      </Dialog>
    </MuiScope>
  );
}
