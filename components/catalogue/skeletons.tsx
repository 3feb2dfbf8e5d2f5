// Loading placeholders shaped like the pages they stand in for, so nothing jumps when the content arrives.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { GRID_LAYOUTS } from './product-grid';

export function ProductGridSkeleton({ count, layout = 'full' }: { count: number; layout?: keyof typeof GRID_LAYOUTS }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: GRID_LAYOUTS[layout].columns, gap: { xs: 1.5, sm: 2, md: 3 } }}>
      {Array.from({ length: count }, (_, i) => (
        <Box key={i}>
          <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 1 }} />
          <Skeleton width="40%" sx={{ mt: 1 }} />
          <Skeleton width="90%" />
          <Skeleton width="30%" />
        </Box>
      ))}
    </Box>
  );
}

export function HomeSkeleton() {
  return (
    <Box aria-busy="true">
      <Box sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="lg" sx={{ display: 'flex', gap: 3, py: 1.5 }}>
          {Array.from({ length: 7 }, (_, i) => (
            <Skeleton key={i} width={80} />
          ))}
        </Container>
      </Box>
      <Container maxWidth="lg" disableGutters sx={{ pt: { xs: 0, md: 3 } }}>
        <Skeleton variant="rectangular" sx={{ aspectRatio: { xs: '4 / 3', sm: '5 / 2' }, height: 'auto', borderRadius: { xs: 0, md: 3 } }} />
      </Container>
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 3 }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={56} />
          ))}
        </Box>
      </Container>
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Skeleton width={260} height={48} sx={{ mx: 'auto', mb: 3 }} />
        <ProductGridSkeleton count={4} />
      </Container>
    </Box>
  );
}

export function ProductListSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }} aria-busy="true">
      <Skeleton width={200} height={56} />
      <Skeleton width={160} sx={{ mb: 3 }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, gap: 4 }}>
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={64} />
          ))}
        </Box>
        <ProductGridSkeleton count={12} layout="withSidebar" />
      </Box>
    </Container>
  );
}

export function ProductDetailSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }} aria-busy="true">
      <Skeleton width={320} sx={{ mb: 2 }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 3, md: 6 } }}>
        <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 2 }} />
        <Box>
          <Skeleton height={56} width="85%" />
          <Skeleton width="30%" />
          <Skeleton height={48} width="40%" sx={{ mt: 2 }} />
          <Skeleton width="35%" />
          <Skeleton height={56} sx={{ mt: 3 }} />
          <Skeleton height={56} />
          <Skeleton height={120} sx={{ mt: 3 }} />
        </Box>
      </Box>
    </Container>
  );
}
