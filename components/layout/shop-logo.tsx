// The logo in the header: a fixed 40 x 40 box, so the bar never changes height as it loads.
import { Picture } from '@/components/media/picture';

export const LOGO_SIZE = 40;

export function ShopLogo({ url }: { url: string }) {
  return (
    <Picture
      src={url}
      alt=""
      width={LOGO_SIZE}
      height={LOGO_SIZE}
      loading="eager"
      // Only our own /media files go through the optimizer (next.config localPatterns); another host's logo
      // is shown as it is rather than failing the page.
      unoptimized={!url.startsWith('/media/')}
      style={{ borderRadius: '50%', flexShrink: 0, objectFit: 'cover' }}
    />
  );
}
