// The trust icons named by shop settings (spec section 3: Verified, Star, LocalShipping, Security).
import Verified from '@mui/icons-material/Verified';
import Star from '@mui/icons-material/Star';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Security from '@mui/icons-material/Security';
import type { IconName } from '@/lib/shared/constants';

const ICONS = { Verified, Star, LocalShipping, Security } as const;

export function TrustIcon({ name, fontSize = 'large' }: { name: IconName | undefined; fontSize?: 'medium' | 'large' }) {
  const Icon = name && name in ICONS ? ICONS[name as keyof typeof ICONS] : Verified;
  return <Icon fontSize={fontSize} sx={{ color: 'primary.main' }} aria-hidden />;
}
