// The trust icons named by shop settings (spec section 3: Verified, Star, LocalShipping, Security).
import { Icon } from '@/components/icons/icon';
import type { IconName } from '@/lib/shared/constants';
import styles from './home.module.css';

export function TrustIcon({ name }: { name: IconName | undefined }) {
  return <Icon name={name ?? 'Verified'} size={36} className={styles.icon} />;
}
