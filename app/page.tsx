import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getShopSettings } from '@/lib/server/settings/shop-settings';

export const revalidate = 60;

export default async function HomePage() {
  const settings = await getShopSettings();
  return (
    <Container component="main" sx={{ py: 6 }}>
      <Typography variant="h1" sx={{ fontSize: '2.5rem' }}>
        {settings.company.name}
      </Typography>
      <Typography sx={{ mt: 1 }}>{settings.company.tagline}</Typography>
    </Container>
  );
}
