// The statistics band under the carousel, from settings.stats (the spec's four defaults when none are stored).
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { StatItem } from '@/lib/shared/schemas/settings';
import { TrustIcon } from './trust-icon';

export function StatsBand({ stats }: { stats: StatItem[] }) {
  if (stats.length === 0) return null;
  return (
    <Box sx={{ bgcolor: 'background.paper', borderBlock: 1, borderColor: 'divider', py: { xs: 3, md: 4 } }}>
      <Container maxWidth="lg">
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: `repeat(${Math.min(stats.length, 4)}, 1fr)` }, gap: 3 }}
        >
          {stats.map((stat) => (
            <Box component="li" key={`${stat.label}-${stat.value}`} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, justifyContent: { md: 'center' } }}>
              <TrustIcon name={stat.icon} />
              <div>
                <Typography sx={{ fontWeight: 700, fontSize: '1.15rem', lineHeight: 1.2 }}>{stat.value}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {stat.label}
                </Typography>
              </div>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
