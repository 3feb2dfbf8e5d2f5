import { RouterLink } from '@/components/catalogue/router-link';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages';
import type { Crumb } from '@/lib/server/seo/product-json-ld';

/** Home / Products / {category} / {name}: every step but the last is a link. */
export function ProductBreadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <Breadcrumbs aria-label={PRODUCT_MESSAGES.breadcrumb} sx={{ mb: { xs: 2, md: 3 }, '& ol': { flexWrap: 'wrap' } }}>
      {trail.map((crumb) => (
        <MuiLink key={crumb.path} component={RouterLink} href={crumb.path} underline="hover" color="inherit">
          {crumb.name}
        </MuiLink>
      ))}
      <Typography aria-current="page" sx={{ color: 'text.primary' }}>
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
