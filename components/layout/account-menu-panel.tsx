'use client';
import { IntentLink as NextLink } from '@/components/common/intent-link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { NAV_MESSAGES } from '@/lib/shared/messages/layout';
import { navLink } from './nav-links';
import { useLogoutAndGoHome } from './use-logout';
import { MuiScope } from './mui-theme';

type Props = { id: string; buttonId: string; anchor: HTMLElement | null; loggedIn: boolean; onClose: () => void };

export function AccountMenuPanel({ id, buttonId, anchor, loggedIn, onClose }: Props) {
  const logoutAndGoHome = useLogoutAndGoHome();
  const links = loggedIn ? [navLink('profile'), navLink('myOrders')] : [navLink('login'), navLink('register')];
  return (
    <MuiScope>
      <Menu
        id={id}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: false } }}
      >
        {links.map((link) => (
          <MenuItem key={link.key} component={NextLink} href={link.href} onClick={onClose}>
            {link.label}
          </MenuItem>
        ))}
        {loggedIn && (
          <MenuItem
            onClick={() => {
              onClose();
              void logoutAndGoHome();
            }}
          >
            {NAV_MESSAGES.logout}
          </MenuItem>
        )}
      </Menu>
    </MuiScope>
  );
}
