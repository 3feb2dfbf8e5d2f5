// Types of picture-widths.cjs.
/** Widths for pictures that grow with the page (`sizes`). */
export const PICTURE_DEVICE_WIDTHS: readonly [640, 828, 1080, 1600];
/** Widths for fixed-size pictures. */
export const PICTURE_IMAGE_WIDTHS: readonly [96, 144, 384];
