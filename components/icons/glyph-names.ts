// The Material icons the plain-element pages draw (components/icons/icon.tsx), as @mui/icons-material names
// them. Adding one here and running `npm run generate:icons` adds its shape to glyph-paths.ts.
export const GLYPH_NAMES = [
  'AccountCircle',
  'AddShoppingCart',
  'Cancel',
  'ChevronLeft',
  'ChevronRight',
  'Facebook',
  'Favorite',
  'FavoriteBorder',
  'FilterList',
  'Instagram',
  'LinkedIn',
  'LocalShipping',
  'Menu',
  'Search',
  'Security',
  'ShoppingCartOutlined',
  'Star',
  'Twitter',
  'Verified',
] as const;

export type GlyphName = (typeof GLYPH_NAMES)[number];
