// The sticky top bar of every page (spec section 2, Header). Server-rendered plain HTML styled by
// site-header.module.css: logo, name and tagline are in the HTML; the search form, badges, account menu and
// drawer toggle are small client islands. One grid, three shapes: below md a row of its own holds the search
// box, and on phones another the tagline; the heights are fixed each way.
import { IntentLink as NextLink } from '@/components/common/intent-link';
import { AccountMenu } from './account-menu';
import { HeaderBadges } from './header-badges';
import { HeaderSearch } from './header-search';
import { MobileNav } from './mobile-nav';
import { ShopLogo } from './shop-logo';
import styles from './site-header.module.css';

type Props = { shopName: string; tagline: string; logoUrl: string | null };

export function SiteHeader({ shopName, tagline, logoUrl }: Props) {
  return (
    <header className={styles.bar}>
      <div className={styles.grid}>
        <div className={styles.menu}>
          <MobileNav shopName={shopName} />
        </div>
        <NextLink href="/" className={styles.brand}>
          {logoUrl && <ShopLogo url={logoUrl} />}
          <span className={styles.names}>
            <span className={styles.name}>{shopName}</span>
            {tagline && <span className={styles.tagline}>{tagline}</span>}
          </span>
        </NextLink>
        <div className={styles.search}>
          <HeaderSearch />
        </div>
        <div className={styles.actions}>
          <HeaderBadges />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
