// The sticky top bar of every page (spec section 2, Header). Server-rendered: logo, name and tagline are in
// the HTML; the search form, badges, account menu and drawer toggle are small client islands.
// One grid, two shapes: below md a second row holds the search box; the heights are fixed either way.
import NextLink from 'next/link';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AccountMenu } from './account-menu';
import { HeaderBadges } from './header-badges';
import { HeaderSearch } from './header-search';
import { MobileNav } from './mobile-nav';
import { ShopLogo } from './shop-logo';

export const HEADER_HEIGHT = { mobile: 56 + 52, desktop: 72 } as const;

type Props = { shopName: string; tagline: string; logoUrl: string | null };

export function SiteHeader({ shopName, tagline, logoUrl }: Props) {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Box
        sx={{
          display: 'grid',
          alignItems: 'center',
          columnGap: { xs: 0.5, sm: 1.5 },
          px: { xs: 1, sm: 2, lg: 3 },
          maxWidth: 1440,
          width: '100%',
          mx: 'auto',
          gridTemplateColumns: { xs: 'auto minmax(0, 1fr) auto', md: 'minmax(0, 1fr) minmax(280px, 520px) minmax(0, 1fr)' },
          gridTemplateRows: { xs: '56px 52px', md: '72px' },
          gridTemplateAreas: { xs: '"menu brand actions" "search search search"', md: '"brand search actions"' },
          height: { xs: HEADER_HEIGHT.mobile, md: HEADER_HEIGHT.desktop },
        }}
      >
        <Box sx={{ gridArea: 'menu', display: { md: 'none' } }}>
          <MobileNav shopName={shopName} />
        </Box>
        {/* A plain element, not `component={NextLink}`: a server component cannot hand a function to MUI. */}
        <NextLink
          href="/"
          style={{ gridArea: 'brand', display: 'flex', alignItems: 'center', gap: 10, minWidth: 0, color: 'inherit', textDecoration: 'none', borderRadius: 8 }}
        >
          {logoUrl && <ShopLogo url={logoUrl} />}
          <Box sx={{ minWidth: 0 }}>
            <Typography
              component="span"
              noWrap
              sx={{ display: 'block', fontFamily: 'var(--font-heading), Georgia, serif', fontWeight: 700, fontSize: { xs: '1.1rem', md: '1.3rem' }, lineHeight: 1.2, color: 'primary.main' }}
            >
              {shopName}
            </Typography>
            {tagline && (
              <Typography component="span" variant="caption" noWrap sx={{ display: { xs: 'none', sm: 'block' }, color: 'text.secondary', lineHeight: 1.3 }}>
                {tagline}
              </Typography>
            )}
          </Box>
        </NextLink>
        <Box sx={{ gridArea: 'search', pb: { xs: 1, md: 0 } }}>
          <HeaderSearch />
        </Box>
        <Box sx={{ gridArea: 'actions', display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: { xs: 0, sm: 0.5 } }}>
          <HeaderBadges />
          <AccountMenu />
        </Box>
      </Box>
    </AppBar>
  );
}
