// Where fixed-size pictures show narrower than their size, by name: a Server Component hands <Picture> the
// name (a few bytes of the page's React payload for each card) rather than the `sizes` list itself.

export const SHOWN_SIZES = {
  /**
   * Product cards and category tiles (290 px fixed). Below 600 px their grids have two columns between 16 px
   * page margins with a 12 px gap (product-grid.module.css, home.module.css), so a phone at up to 2 device
   * pixels per CSS pixel takes the 384 px file rather than the 640 px one.
   */
  card: '(max-width: 599px) calc(50vw - 22px), 290px',
} as const;

export type ShownSizes = keyof typeof SHOWN_SIZES;
