// The trust icons named by shop settings (spec section 3: Verified, Star, LocalShipping, Security).
import Verified from '@mui/icons-material/Verified';
import Star from '@mui/icons-material/Star';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Security from '@mui/icons-material/Security';
import type { IconName } from '@/lib/shared/constants';
import styles from './home.module.css';

const ICONS = { Verified, Star, LocalShipping, Security } as const;

export function TrustIcon({ name }: { name: IconName | undefined }) {
  const Icon = name && name in ICONS ? ICONS[name as keyof typeof ICONS] : Verified;
  return <Icon className={styles.icon} sx={{ fontSize: 36 }} aria-hidden />;
}
