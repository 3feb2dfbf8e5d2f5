'use client';
// Above the products grid while rows are chosen: how many, "select all matching the filter" (every page, on
// the server), clear, and the bulk edit button.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT_CSV_MESSAGES as M } from '@/lib/shared/messages/product-csv';

type Props = {
  chosen: number;
  total: number;
  allMatching: boolean;
  onAllMatching: () => void;
  onClear: () => void;
  onBulk: () => void;
};

export function ProductSelectionBar({ chosen, total, allMatching, onAllMatching, onClear, onBulk }: Props) {
  if (chosen === 0 && !allMatching) return null;
  return (
    <Paper variant="outlined" role="region" aria-label={M.ui.bulkTitle} sx={{ p: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="body2" aria-live="polite" sx={{ flexGrow: 1 }}>
          {allMatching ? M.ui.allMatchingSelected(total) : M.ui.selected(chosen)}
        </Typography>
        {!allMatching && total > chosen ? (
          <Button size="small" onClick={onAllMatching}>
            {M.ui.selectAllMatching(total)}
          </Button>
        ) : null}
        <Button size="small" onClick={onClear}>
          {M.ui.clearSelection}
        </Button>
        <Button size="small" variant="contained" onClick={onBulk}>
          {M.ui.bulkButton}
        </Button>
      </Stack>
    </Paper>
  );
}
