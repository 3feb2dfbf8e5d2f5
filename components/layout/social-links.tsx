// Footer social icons. Only the four networks of the spec have icons; other icon names are not networks.
import IconButton from '@mui/material/IconButton';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import TwitterIcon from '@mui/icons-material/Twitter';
import type { SocialLink } from '@/lib/shared/schemas/settings';

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
    <ul style={{ display: 'flex', gap: 4, listStyle: 'none', margin: 0, padding: 0 }}>
      {shown.map((link) => {
        const Icon = NETWORKS[link.icon];
        return (
          <li key={`${link.icon}-${link.url}`}>
            <IconButton component="a" href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.icon} color="inherit">
              <Icon />
            </IconButton>
          </li>
        );
      })}
    </ul>
  );
}
