'use client';
// The back office's frame: a top bar, the sections the account may open (a permanent side list on a wide
// screen, a drawer behind the menu button on a phone), and the one <main>.
import { useState, type ReactNode } from 'react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { logout } from '@/lib/client/auth/logout';
import type { Permission } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { activeNavHref, navFor } from './admin-nav';

const DRAWER_WIDTH = 220;
const NAV = ADMIN_MESSAGES.nav;

type Props = { permissions: readonly Permission[]; userName: string; children: ReactNode };

export function AdminShell({ permissions, userName, children }: Props) {
  const pathname = usePathname();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const active = activeNavHref(pathname);
  const items = navFor({ permissions });

  const list = (
    <nav aria-label={NAV.title}>
      <List>
        {items.map((item) => (
          <ListItem key={item.href} disablePadding>
            <ListItemButton
              component={Link}
              href={item.href}
              selected={item.href === active}
              aria-current={item.href === active ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          </ListItem>
        ))}
        <ListItem disablePadding>
          <ListItemButton component="a" href="/">
            <ListItemText primary={NAV.storefront} />
          </ListItemButton>
        </ListItem>
      </List>
    </nav>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={NAV.openMenu}
            onClick={() => setOpen(true)}
            sx={{ mr: 1, display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography component="span" variant="h6" sx={{ flexGrow: 1 }} noWrap>
            {NAV.title}
          </Typography>
          <Typography component="span" variant="body2" sx={{ mr: 2, display: { xs: 'none', sm: 'block' } }} noWrap>
            {userName}
          </Typography>
          <Button
            color="inherit"
            onClick={async () => {
              await logout();
              router.push('/login');
            }}
          >
            {NAV.logout}
          </Button>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: { md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        {list}
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        {list}
      </Drawer>
      <Box component="main" id="admin-main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
