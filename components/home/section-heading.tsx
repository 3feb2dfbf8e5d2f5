import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 3, textAlign: 'center' }}>
      {children}
    </Typography>
  );
}
