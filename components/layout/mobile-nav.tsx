'use client';
// The hamburger below 900 px (md). The drawer's code loads on first open.
import { useState } from 'react';
import { lazyIsland } from '@/components/common/lazy-island';
import { Icon } from '@/components/icons/icon';
import { LAYOUT_MESSAGES } from '@/lib/shared/messages/layout';
import styles from './header-controls.module.css';

const MobileNavDrawer = lazyIsland(() => import('./mobile-nav-drawer').then((m) => m.MobileNavDrawer));

export const MOBILE_NAV_ID = 'mobile-navigation';

export function MobileNav({ shopName }: { shopName: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      {/* Hidden from md up by the header's .menu cell. */}
      <button
        type="button"
        className={`${styles.iconButton} ${styles.edgeStart}`}
        aria-label={LAYOUT_MESSAGES.openMenu}
        aria-controls={open ? MOBILE_NAV_ID : undefined}
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Icon name="Menu" />
      </button>
      {loaded && <MobileNavDrawer id={MOBILE_NAV_ID} open={open} shopName={shopName} onClose={() => setOpen(false)} />}
    </>
  );
}
