// The error codes of writing a review.
export const REVIEW_ERROR_CODES = {
  /** Signed in, but without a delivered order of the piece. */
  notBuyer: 'REVIEW_NOT_ALLOWED',
  /** The shopper has already reviewed the piece (one review per buyer and piece). */
  alreadyReviewed: 'REVIEW_EXISTS',
} as const;
