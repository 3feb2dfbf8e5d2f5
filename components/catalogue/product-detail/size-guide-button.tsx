'use client';
// 'Size guide' next to a ring's or bangle's size select: one plain button until pressed; the dialog and MUI's
// table load on the first press (dynamic import), so product pages carry no more script than before.
import { useState } from 'react';
import { lazyIsland } from '@/components/common/lazy-island';
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
