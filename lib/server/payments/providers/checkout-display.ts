// What the browser needs to open the provider's payment window, for every page that opens one (checkout,
// and 'Try again' on the failure page).
import 'server-only';
import type { CheckoutDisplay } from '@/lib/shared/schemas/checkout-schema';
import { getShopSettings } from '@/lib/server/settings';
import { paymentProvider } from './select-provider';
import { paymentsClosed } from './payments-open';

export async function checkoutDisplay(): Promise<{ display: CheckoutDisplay; testMode: boolean; closed: boolean }> {
  const settings = await getShopSettings();
  const provider = paymentProvider();
  return {
    display: {
      shopName: settings.company.name,
      description: 'Jewelry order',
      themeColor: settings.theme_colors.primary_color,
      scriptUrl: provider.checkoutScriptUrl,
    },
    testMode: provider.name === 'sandbox',
    /** payments-open.ts: a public shop without Razorpay keys shows a notice instead of a pay button. */
    closed: paymentsClosed(),
  };
}
