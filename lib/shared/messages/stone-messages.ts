// What the back office and the shopper read about a piece's stones and their certificates.
export const STONE_MESSAGES = {
  stonesInvalid: 'List at most 20 kinds of stone',
  typeRequired: 'Name the stone (for example Diamond)',
  countInvalid: 'Enter how many stones, a whole number from 1',
  caratInvalid: 'Enter the carats of one stone, above 0, to three decimals',
  pricePerCaratInvalid: 'Enter the price per carat in rupees, above ₹0',
  labInvalid: 'Choose the lab: IGI, GIA, SGL, IGL or other',
  certificateNumberRequired: 'A certificate needs its number',
  grossTooLight: 'The gross weight must be at least the metal’s net weight plus the stones (0.2 g per carat)',
  grossNeedsStones: 'Give the gross weight of a piece with stones',
  specStones: 'Stones',
  specGrossWeight: 'Gross weight',
  certifiedOnly: 'Certified stones only',
  stoneType: 'Stone',
  anyStone: 'Any stone',
} as const;
