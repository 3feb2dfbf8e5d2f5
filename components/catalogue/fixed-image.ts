// Apart from lib/shared/catalogue/image-src.ts: a CSS Module belongs to the components, while the image URL
// rules are shared with the server's structured data.
import fixedImage from './fixed-image.module.css';

/**
 * The class of a fixed-size next/image (width and height, so a 1x and a 2x source) stretched over its
 * positioned frame the way a `fill` image is; a `fill` image with a pixel `sizes` would be offered every
 * configured width.
 */
export const FIXED_IMAGE_CLASS = fixedImage.fixedImage;
