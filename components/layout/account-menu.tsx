'use client';
// The account icon (the avatar when the shopper has one) and its menu. The menu's code loads on first
// open: most visitors never open it, and the Popover/Modal code it needs is not small.
import { useId, useState, type MouseEvent } from 'react';
import { lazyIsland } from '@/components/common/lazy-island';
import { Icon } from '@/components/icons/icon';
import { useSessionUser } from '@/lib/client/stores/session-store';
import { LAYOUT_MESSAGES } from '@/lib/shared/messages/layout';
import styles from './header-controls.module.css';

const AccountMenuPanel = lazyIsland(() => import('./account-menu-panel').then((m) => m.AccountMenuPanel));

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
      <button
        type="button"
        id={buttonId}
        className={styles.iconButton}
        aria-label={user ? `${LAYOUT_MESSAGES.accountMenu}, ${user.name}` : LAYOUT_MESSAGES.accountMenu}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={onOpen}
      >
        {/* A 28 px avatar from any host the shopper chose: next/image would need every host allowed in advance. */}
        {user?.avatar ? (
          // eslint-disable-next-line @next/next/no-img-element -- the avatar's host is the shopper's choice, as said above
          <img src={user.avatar} alt="" width={28} height={28} className={styles.avatar} />
        ) : (
          <Icon name="AccountCircle" />
        )}
      </button>
      {loaded && (
        <AccountMenuPanel
          id={menuId}
          buttonId={buttonId}
          anchor={anchor}
          loggedIn={Boolean(user)}
          onClose={() => setAnchor(null)}
        />
      )}
    </>
  );
}
