// Footer social icons. Only the four networks of the spec have icons; other icon names are not networks.
// Plain links rather than MUI IconButtons, which would hydrate on every page.
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import TwitterIcon from '@mui/icons-material/Twitter';
import type { SocialLink } from '@/lib/shared/schemas/settings';
import styles from './site-footer.module.css';

const NETWORKS = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  Twitter: TwitterIcon,
  LinkedIn: LinkedInIcon,
} as const;

type Network = keyof typeof NETWORKS;
const isNetwork = (icon: string): icon is Network => Object.hasOwn(NETWORKS, icon);

export function SocialLinks({ links }: { links: SocialLink[] }) {
  const shown = links.filter((l): l is SocialLink & { icon: Network } => isNetwork(l.icon) && /^https?:\/\//i.test(l.url));
  if (!shown.length) return null;
  return (
    <ul className={styles.socialList}>
      {shown.map((link) => {
        const Icon = NETWORKS[link.icon];
        return (
          <li key={`${link.icon}-${link.url}`}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.icon} className={styles.socialLink}>
              <Icon aria-hidden />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
