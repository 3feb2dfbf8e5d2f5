'use client';
// The hamburger below 900 px (md). The drawer's code loads on first open.
import { useState } from 'react';
import dynamic from 'next/dynamic';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { LAYOUT_MESSAGES } from '@/lib/shared/messages';

const MobileNavDrawer = dynamic(() => import('./mobile-nav-drawer').then((m) => m.MobileNavDrawer), { ssr: false });

export const MOBILE_NAV_ID = 'mobile-navigation';

export function MobileNav({ shopName }: { shopName: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        edge="start"
        aria-label={LAYOUT_MESSAGES.openMenu}
        aria-controls={open ? MOBILE_NAV_ID : undefined}
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      {loaded && <MobileNavDrawer id={MOBILE_NAV_ID} open={open} shopName={shopName} onClose={() => setOpen(false)} />}
    </>
  );
}
