// Spec section 3: "Images with a relative path are prefixed with the server origin". Our media is served by
// this same server under /media, so a relative path becomes a root-relative one, whose prepared widths the
// pages point at (lib/shared/media/picture-urls.ts). Absolute URLs from elsewhere pass through untouched.
const ABSOLUTE = /^https?:\/\//i;

/** The src to give a <Picture>, or null when there is no image to show. */
export function imageSrc(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (ABSOLUTE.test(value)) return value;
  if (value.startsWith('//')) return `https:${value}`;
  return value.startsWith('/') ? value : `/${value}`;
}

/** Images on other hosts have no prepared widths: they are shown as they are. */
export function isRemoteImage(src: string): boolean {
  return ABSOLUTE.test(src);
}
