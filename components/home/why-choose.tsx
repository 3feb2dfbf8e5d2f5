'use client';
// The 'Why Choose {shop}' block and the 'Start Shopping' call to action. A Client Component with only the
// shop's name for a prop, so the page's React payload does not carry the block's markup (its texts are the
// shop's fixed messages).
import { IntentLink as Link } from '@/components/common/intent-link';
import { HOME_MESSAGES } from '@/lib/shared/messages/home';
import { CURRENCY_SYMBOL, FREE_SHIPPING_THRESHOLD_RUPEES, type IconName } from '@/lib/shared/constants';
import layout from '@/components/catalogue/page-layout.module.css';
import buttons from '@/components/catalogue/link-button.module.css';
import { TrustIcon } from './trust-icon';
import styles from './home.module.css';

const REASONS: { icon: IconName; title: string; text: string }[] = [
  { icon: 'Verified', title: HOME_MESSAGES.certifiedQuality, text: HOME_MESSAGES.certifiedQualityText },
  // The spec writes this amount as ₹1000, as the stats band does.
  {
    icon: 'LocalShipping',
    title: HOME_MESSAGES.freeShipping,
    text: HOME_MESSAGES.freeShippingText(`${CURRENCY_SYMBOL}${FREE_SHIPPING_THRESHOLD_RUPEES}`),
  },
  { icon: 'Security', title: HOME_MESSAGES.securePayment, text: HOME_MESSAGES.securePaymentText },
];

export function WhyChoose({ shopName }: { shopName: string }) {
  return (
    <section aria-labelledby="why-choose" className={styles.why}>
      <div className={layout.container}>
        <h2 id="why-choose" className={`${layout.sectionTitle} ${layout.centered}`}>
          {HOME_MESSAGES.whyChoose(shopName)}
        </h2>
        <ul className={`${layout.plainList} ${styles.reasons}`}>
          {REASONS.map((reason) => (
            <li key={reason.title} className={styles.reason}>
              <TrustIcon name={reason.icon} />
              <h3 className={styles.reasonTitle}>{reason.title}</h3>
              <p className={styles.reasonText}>{reason.text}</p>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Link href="/products" className={`${buttons.button} ${buttons.contained}`}>
            {HOME_MESSAGES.startShopping}
          </Link>
        </div>
      </div>
    </section>
  );
}
