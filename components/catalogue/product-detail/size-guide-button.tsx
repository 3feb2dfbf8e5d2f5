'use client';
// 'Size guide' next to a ring's or bangle's size select: one plain button until pressed; the dialog and MUI's
// table load when the shopper reaches for it (pointer, touch or focus) or presses it, not with the page.
import { useState } from 'react';
import { lazyIsland, preloadOnIntent } from '@/components/common/lazy-island';
import { sizeGuideKind } from '@/lib/shared/catalogue/size-guide';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import styles from './product-detail.module.css';

const SizeGuideDialog = lazyIsland(() => import('./size-guide-dialog').then((m) => m.SizeGuideDialog));

export function SizeGuideButton({ sizes }: { sizes: string[] }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const kind = sizeGuideKind(sizes);
  if (!kind) return null;
  return (
    <>
      <button
        type="button"
        className={styles.sizeGuide}
        aria-haspopup="dialog"
        {...preloadOnIntent(SizeGuideDialog)}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {PRODUCT_MESSAGES.sizeGuide}
      </button>
      {opened && <SizeGuideDialog kind={kind} sizes={sizes} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
