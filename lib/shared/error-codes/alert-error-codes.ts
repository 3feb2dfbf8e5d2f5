// The error codes of price-drop and back-in-stock alerts.
export const ALERT_ERROR_CODES = {
  /** A back-in-stock alert for a piece (or size) that can be ordered now. */
  inStock: 'ALERT_IN_STOCK',
} as const;
