// The stone types the list's filter offers (a piece may name others; the API's stone_type takes any).
// Kept apart from stones.ts so the list's client controls do not bring zod into the browser.
export const LISTED_STONE_TYPES = ['Diamond', 'Polki', 'Ruby', 'Emerald', 'Sapphire', 'Pearl'] as const;
