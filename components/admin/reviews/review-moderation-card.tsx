'use client';
// One review to moderate: the piece, the stars and the words, who wrote it, Approve and Reject, and the reply.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminWrite, refreshAdmin } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { showMessage as notify } from '@/lib/client/stores/snackbar-store';
import { canonicalProductPath } from '@/lib/shared/catalogue/product-links';
import { REVIEW_MESSAGES as M } from '@/lib/shared/messages/product-review';
import { REVIEW_MODERATION_MESSAGES as O } from '@/lib/shared/messages/review-moderation';
import { REVIEW_LIMITS, type AdminReview, type ReviewModeration } from '@/lib/shared/schemas/review-schema';

export function ReviewModerationCard({ review }: { review: AdminReview }) {
  const [reply, setReply] = useState(review.reply ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = `review-${review.id}-title`;

  async function save(move: Omit<ReviewModeration, 'updated_at'>) {
    setBusy(true);
    setError(null);
    try {
      // The version on screen: a decision someone made since is not overwritten unseen (409, the list reloads).
      await adminWrite(`/reviews/${review.id}`, { method: 'PATCH', body: { ...move, updated_at: review.updated_at } });
      notify(O.adminSaved);
      await refreshAdmin('/reviews');
    } catch (err) {
      if (!(err instanceof ApiRequestError)) throw err;
      setError(err.fieldErrors.reply?.[0] ?? err.message);
      if (err.status === 409) await refreshAdmin('/reviews');
    } finally {
      setBusy(false);
    }
  }

  // A reply typed before Approve or Reject goes with the decision, instead of being lost when the card leaves.
  const withReply = (status: 'approved' | 'rejected'): Omit<ReviewModeration, 'updated_at'> =>
    reply.trim() !== (review.reply ?? '').trim() ? { status, reply } : { status };

  function saveReply(event: FormEvent) {
    event.preventDefault();
    void save({ reply });
  }

  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            size="small"
            label={O.adminStatus[review.status]}
            color={review.status === 'pending' ? 'warning' : 'default'}
          />
          <Typography variant="body2">
            <a href={canonicalProductPath(review.product.id)}>{review.product.name}</a>
          </Typography>
        </Stack>
        <Rating value={review.rating} readOnly size="small" aria-label={M.stars(review.rating)} />
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {review.title}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.body}</Typography>
        <Typography variant="body2" color="text.secondary">
          {[review.author, review.email, new Date(review.created_at).toLocaleDateString('en-IN')]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            disabled={busy || review.status === 'approved'}
            onClick={() => void save(withReply('approved'))}
          >
            {O.adminApprove}
          </Button>
          <Button
            color="error"
            disabled={busy || review.status === 'rejected'}
            onClick={() => void save(withReply('rejected'))}
          >
            {O.adminReject}
          </Button>
        </Stack>
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={saveReply} noValidate>
          <TextField
            label={O.adminReplyLabel}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            multiline
            fullWidth
            size="small"
            slotProps={{ htmlInput: { maxLength: REVIEW_LIMITS.reply } }}
          />
          <Button type="submit" disabled={busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
            {O.adminSaveReply}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
