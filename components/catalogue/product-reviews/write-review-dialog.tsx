'use client';
// The "Write a review" dialog: stars, a title and the text, sent to the API, which checks again
// that the shopper has received the piece. Loaded only when the shopper opens it (write-review-button.tsx).
import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MuiScope } from '@/components/layout/mui-theme';
import { ApiRequestError, apiFetch } from '@/lib/client/api';
import { REVIEW_WRITING_MESSAGES as M } from '@/lib/shared/messages/review-writing';
import { REVIEW_LIMITS } from '@/lib/shared/schemas/review-schema';

/** JSON, or a form when a photo goes with it (the API takes either). */
function reviewBody(rating: number, title: string, body: string, photo: File | null): unknown {
  if (!photo) return { rating, title, body };
  const form = new FormData();
  form.set('rating', String(rating));
  form.set('title', title);
  form.set('body', body);
  form.set('photo', photo);
  return form;
}

type Props = { productId: number; open: boolean; onClose: () => void; onSent: () => void };

export function WriteReviewDialog({ productId, open, onClose, onSent }: Props) {
  const titleId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const photoId = useId();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!rating) {
      setErrors({ rating: [M.ratingInvalid] });
      return;
    }
    setBusy(true);
    setFailure(null);
    setErrors({});
    try {
      const sent = reviewBody(rating, title, body, photo);
      await apiFetch(`/products/${productId}/reviews`, { method: 'POST', body: sent });
      onSent();
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else setFailure(error instanceof Error ? error.message : M.notBuyer);
    } finally {
      setBusy(false);
    }
  }

  return (
    <MuiScope>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{M.dialogTitle}</DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2}>
              {failure && <Alert severity="error">{failure}</Alert>}
              <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
                <Typography component="legend" variant="body2">
                  {M.ratingLabel}
                </Typography>
                <Rating name="rating" value={rating} onChange={(_event, value) => setRating(value)} size="large" />
                {errors.rating && (
                  <Typography color="error" variant="body2" role="alert">
                    {errors.rating[0]}
                  </Typography>
                )}
              </fieldset>
              <TextField
                label={M.titleLabel}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                required
                slotProps={{ htmlInput: { maxLength: REVIEW_LIMITS.title } }}
                error={Boolean(errors.title)}
                helperText={errors.title?.[0]}
              />
              <TextField
                label={M.bodyLabel}
                value={body}
                onChange={(e) => setBody(e.target.value)}
                required
                multiline
                minRows={4}
                slotProps={{ htmlInput: { maxLength: REVIEW_LIMITS.body } }}
                error={Boolean(errors.body)}
                helperText={errors.body?.[0] ?? `${body.length}/${REVIEW_LIMITS.body}`}
              />
              <div>
                <Typography component="label" htmlFor={photoId} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
                  {M.photoLabel}
                </Typography>
                <input
                  id={photoId}
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/avif"
                  onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
                />
              </div>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{M.cancel}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {M.submit}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </MuiScope>
  );
}
