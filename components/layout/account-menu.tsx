'use client';
// The account icon (the avatar when the shopper has one) and its menu. The menu's code loads on first
// open: most visitors never open it, and the Popover/Modal code it needs is not small.
import { useId, useState, type MouseEvent } from 'react';
import dynamic from 'next/dynamic';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { useSessionUser } from '@/lib/client/stores/session-store';
import { LAYOUT_MESSAGES } from '@/lib/shared/messages';

const AccountMenuPanel = dynamic(() => import('./account-menu-panel').then((m) => m.AccountMenuPanel), { ssr: false });

export function AccountMenu() {
  const user = useSessionUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const open = Boolean(anchor);

  const onOpen = (event: MouseEvent<HTMLElement>) => {
    setLoaded(true);
    setAnchor(event.currentTarget);
  };

  return (
    <>
      <IconButton
        id={buttonId}
        color="inherit"
        aria-label={user ? `${LAYOUT_MESSAGES.accountMenu}, ${user.name}` : LAYOUT_MESSAGES.accountMenu}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={onOpen}
        sx={{ width: 40, height: 40 }}
      >
        {user?.avatar ? <Avatar src={user.avatar} alt="" sx={{ width: 28, height: 28 }} /> : <AccountCircleIcon />}
      </IconButton>
      {loaded && (
        <AccountMenuPanel id={menuId} buttonId={buttonId} anchor={anchor} loggedIn={Boolean(user)} onClose={() => setAnchor(null)} />
      )}
    </>
  );
}
