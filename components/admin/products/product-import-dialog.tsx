'use client';
// The products grid's Import: choose a CSV, check it (a dry run: every problem by line and column, or what it
// would create and update), then import it. Nothing is saved unless every row is correct.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { adminWrite, refreshAdmin } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { PRODUCT_CSV_MESSAGES as M } from '@/lib/shared/messages/product-csv';
import type { ImportError, ImportSummary } from '@/lib/shared/schemas/product-csv-schema';
import { FilePickerButton } from '../file-picker-button';

type Result =
  | { kind: 'preview' | 'done'; summary: ImportSummary }
  | { kind: 'errors'; message: string; errors: ImportError[] }
  | { kind: 'failed'; message: string };

async function send(file: File, dryRun: boolean): Promise<Result> {
  const form = new FormData();
  form.set('file', file);
  if (dryRun) form.set('dry_run', 'true');
  try {
    const summary = await adminWrite<ImportSummary>('/imports/products', { method: 'POST', body: form });
    return { kind: dryRun ? 'preview' : 'done', summary };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const body = error.body as { errors?: unknown } | null;
    if (error.status === 422 && Array.isArray(body?.errors)) {
      return { kind: 'errors', message: error.message, errors: body.errors as ImportError[] };
    }
    return { kind: 'failed', message: error.message };
  }
}

export function ProductImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const phone = useMediaQuery('(max-width:600px)');

  async function run(dryRun: boolean) {
    if (!file) return;
    setBusy(dryRun ? 'check' : 'import');
    const outcome = await send(file, dryRun).finally(() => setBusy(null));
    setResult(outcome);
    if (outcome.kind === 'done') await refreshAdmin('/products');
  }

  const done = result?.kind === 'done';
  const previewed = result?.kind === 'preview';
  const close = () => {
    setFile(null);
    setResult(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="import-title">
      <DialogTitle id="import-title">{M.ui.importTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{M.ui.importHelp}</Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <FilePickerButton
              label={M.ui.chooseFile}
              name="file"
              accept=".csv,text/csv"
              onFile={(chosen) => {
                setFile(chosen ?? null);
                setResult(null);
              }}
            />
            <Typography variant="body2" aria-live="polite" sx={{ overflowWrap: 'anywhere' }}>
              {file?.name ?? ''}
            </Typography>
          </Stack>
          {busy ? <Alert severity="info">{busy === 'check' ? M.ui.checking : M.ui.importing}</Alert> : null}
          {result?.kind === 'preview' ? <Alert severity="success">{M.ui.preview(result.summary)}</Alert> : null}
          {result?.kind === 'done' ? <Alert severity="success">{M.ui.done(result.summary)}</Alert> : null}
          {result?.kind === 'failed' ? <Alert severity="error">{result.message}</Alert> : null}
          {result?.kind === 'errors' ? (
            <>
              <Alert severity="error">{M.ui.errorsTitle(result.errors.length)}</Alert>
              <Table size="small" aria-label={M.ui.errorsTitle(result.errors.length)}>
                <TableHead>
                  <TableRow>
                    <TableCell scope="col">{M.ui.line}</TableCell>
                    <TableCell scope="col">{M.ui.column}</TableCell>
                    <TableCell scope="col">{M.ui.problem}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.errors.map((e, i) => (
                    <TableRow key={`${e.line}-${e.column}-${i}`}>
                      <TableCell>{e.line}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{e.column || '—'}</TableCell>
                      <TableCell>{e.message}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close}>{result?.kind === 'done' ? M.ui.close : M.ui.cancel}</Button>
        <Button variant="outlined" disabled={!file || busy !== null || done} onClick={() => run(true)}>
          {M.ui.check}
        </Button>
        <Button variant="contained" disabled={!file || busy !== null || !previewed} onClick={() => run(false)}>
          {M.ui.runImport}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
