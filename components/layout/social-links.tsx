// Footer social icons. Only the four networks of the spec have icons; other icon names are not networks.
// Plain links rather than MUI IconButtons, which would hydrate on every page.
import { Icon } from '@/components/icons/icon';
import type { SocialLink } from '@/lib/shared/schemas/settings-schema';
import styles from './site-footer.module.css';

const NETWORKS = ['Facebook', 'Instagram', 'Twitter', 'LinkedIn'] as const;

type Network = (typeof NETWORKS)[number];
const isNetwork = (icon: string): icon is Network => (NETWORKS as readonly string[]).includes(icon);

export function SocialLinks({ links }: { links: SocialLink[] }) {
  const shown = links.filter(
    (l): l is SocialLink & { icon: Network } => isNetwork(l.icon) && /^https?:\/\//i.test(l.url),
  );
  if (!shown.length) return null;
  return (
    <ul className={styles.socialList}>
      {shown.map((link) => {
        return (
          <li key={`${link.icon}-${link.url}`}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={link.icon}
              className={styles.socialLink}
            >
              <Icon name={link.icon} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
