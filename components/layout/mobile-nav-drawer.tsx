'use client';
// Spec: below 900 px a left drawer lists Home, Categories, Products, Cart, Wishlist, then either My Orders and
// Logout, or Login and Register.
import { IntentLink as NextLink } from '@/components/common/intent-link';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useSessionUser } from '@/lib/client/stores/session-store';
import { LAYOUT_MESSAGES, NAV_MESSAGES } from '@/lib/shared/messages/layout';
import { DRAWER_SHOP_LINKS, navLink } from './nav-links';
import { useLogoutAndGoHome } from './use-logout';
import { MuiScope } from './mui-theme';

type Props = { id: string; open: boolean; shopName: string; onClose: () => void };

export function MobileNavDrawer({ id, open, shopName, onClose }: Props) {
  const user = useSessionUser();
  const logoutAndGoHome = useLogoutAndGoHome();
  const links = [...DRAWER_SHOP_LINKS, ...(user ? [navLink('myOrders')] : [navLink('login'), navLink('register')])];
  return (
    <MuiScope>
      <Drawer
        anchor="left"
        open={open}
        onClose={onClose}
        slotProps={{ paper: { id, 'aria-label': LAYOUT_MESSAGES.navDrawer, sx: { width: 280, maxWidth: '85vw' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, height: 56 }}>
          <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }} noWrap>
            {shopName}
          </Typography>
          <IconButton aria-label={LAYOUT_MESSAGES.close} onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label="Main">
          <List>
            {links.map((link) => (
              <ListItem key={link.key} disablePadding>
                <ListItemButton component={NextLink} href={link.href} onClick={onClose}>
                  <ListItemText primary={link.label} />
                </ListItemButton>
              </ListItem>
            ))}
            {user && (
              <ListItem disablePadding>
                <ListItemButton
                  onClick={() => {
                    onClose();
                    void logoutAndGoHome();
                  }}
                >
                  <ListItemText primary={NAV_MESSAGES.logout} />
                </ListItemButton>
              </ListItem>
            )}
          </List>
        </Box>
      </Drawer>
    </MuiScope>
  );
}
