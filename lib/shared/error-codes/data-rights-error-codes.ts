// The error codes of the buyer's data rights: the fresh-code step and the erasure.
export const DATA_RIGHTS_ERROR_CODES = {
  /** The session is older than 10 minutes and has not confirmed a fresh code since (401). */
  freshCodeRequired: 'FRESH_CODE_REQUIRED',
  /** The account cannot be erased yet: `blockers` names what stands in the way and what to do (409). */
  erasureBlocked: 'ERASURE_BLOCKED',
} as const;
