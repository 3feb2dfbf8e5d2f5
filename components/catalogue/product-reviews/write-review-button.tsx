'use client';
// "Write a review" under the product page's reviews: shown only to a signed-in shopper who has received the
// piece and not yet reviewed it (the page itself is cached for everyone, so this island asks). One plain
// button until pressed; the dialog and MUI load on the first press.
import { useEffect, useState } from 'react';
import { lazyIsland } from '@/components/common/lazy-island';
import { apiFetch } from '@/lib/client/api';
import { useSessionUser } from '@/lib/client/stores/session-store';
import { REVIEW_MESSAGES as M } from '@/lib/shared/messages/product-review';
import type { ReviewEligibility } from '@/lib/shared/schemas/review-schema';
import styles from './product-reviews.module.css';

const WriteReviewDialog = lazyIsland(() => import('./write-review-dialog').then((m) => m.WriteReviewDialog));

type State = 'unknown' | 'can' | 'reviewed' | 'sent';

export function WriteReviewButton({ productId }: { productId: number }) {
  const user = useSessionUser();
  const [state, setState] = useState<State>('unknown');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const userId = user?.id;

  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    apiFetch<ReviewEligibility>(`/products/${productId}/reviews/eligibility`)
      .then((answer) => {
        if (live) setState(answer.can_review ? 'can' : answer.reviewed ? 'reviewed' : 'unknown');
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [productId, userId]);

  if (userId === undefined || state === 'unknown') return null;
  if (state !== 'can') {
    return (
      <p className={styles.status} role="status">
        {state === 'sent' ? M.sent : M.alreadyWritten}
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        className={styles.write}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {M.writeButton}
      </button>
      {opened && (
        <WriteReviewDialog
          productId={productId}
          open={open}
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            setState('sent');
          }}
        />
      )}
    </>
  );
}
