'use client';
// The products grid's bulk edit: one action for the chosen rows, or for every product matching the filter.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { adminWrite, refreshAdmin } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { PRODUCT_CSV_MESSAGES as M } from '@/lib/shared/messages/product-csv';
import type { BulkSummary } from '@/lib/shared/schemas/product-csv-schema';

export type BulkTarget = { ids: number[] } | { filter: Record<string, string | number> };
type Action = keyof typeof M.ui.actions;
const ACTIONS = Object.keys(M.ui.actions) as Action[];

function setOf(action: Action, category: string, tag: string, percent: string): Record<string, unknown> {
  switch (action) {
    case 'activate':
      return { active: true };
    case 'deactivate':
      return { active: false };
    case 'category':
      return { category_id: category ? Number(category) : null };
    case 'add_tag':
    case 'remove_tag':
      return { [action]: tag };
    default:
      return { [action]: Number(percent) };
  }
}

type Props = {
  open: boolean;
  target: BulkTarget;
  count: number;
  categories: { id: number; name: string }[];
  onClose: (changed: boolean) => void;
};

export function ProductBulkDialog({ open, target, count, categories, onClose }: Props) {
  const [action, setAction] = useState<Action>('deactivate');
  const [category, setCategory] = useState('');
  const [tag, setTag] = useState('');
  const [percent, setPercent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const phone = useMediaQuery('(max-width:600px)');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = { ...target, set: setOf(action, category, tag, percent) };
      const summary = await adminWrite<BulkSummary>('/products/bulk', { method: 'POST', body });
      await refreshAdmin('/products');
      showMessage(M.ui.applied(summary.changed), 'success');
      onClose(true);
    } catch (e) {
      if (!(e instanceof ApiRequestError)) throw e;
      setError(e.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={() => onClose(false)}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="product-bulk-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="product-bulk-title">{M.ui.bulkTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">{M.ui.selected(count)}</Typography>
            {error ? <Alert severity="error">{error}</Alert> : null}
            <TextField select label={M.ui.action} value={action} onChange={(e) => setAction(e.target.value as Action)}>
              {ACTIONS.map((a) => (
                <MenuItem key={a} value={a}>
                  {M.ui.actions[a]}
                </MenuItem>
              ))}
            </TextField>
            {action === 'category' ? (
              <TextField
                select
                label={M.ui.actions.category}
                value={category}
                onChange={(e) => setCategory(e.target.value)}
              >
                <MenuItem value="">{M.ui.noCategory}</MenuItem>
                {categories.map((c) => (
                  <MenuItem key={c.id} value={String(c.id)}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            {action === 'add_tag' || action === 'remove_tag' ? (
              <TextField label={M.ui.tag} value={tag} onChange={(e) => setTag(e.target.value)} required />
            ) : null}
            {action === 'price_percent' || action === 'making_percent' ? (
              <>
                <TextField
                  label={M.ui.percent}
                  type="number"
                  value={percent}
                  onChange={(e) => setPercent(e.target.value)}
                  required
                  slotProps={{ htmlInput: { step: 'any' } }}
                />
                <Typography variant="body2" color="text.secondary">
                  {M.ui.rounding}
                </Typography>
              </>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)}>{M.ui.cancel}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {M.ui.apply}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
