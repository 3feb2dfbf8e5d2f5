// Reviews as the owner moderates them, and the mail that invites a buyer to write one.

export const REVIEW_MODERATION_MESSAGES = {
  replyTooLong: (max: number) => `The reply can be at most ${max} characters`,
  statusOrReply: 'Give a status or a reply',
  reviewNotFound: 'Review not found',
  inviteSubject: (shop: string) => `${shop}: how do you like your new piece?`,
  inviteHeading: 'Tell us what you think',
  inviteLine: 'Your order arrived a week ago. A short review helps other shoppers choose, and helps us too.',
  inviteLink: (name: string, url: string) => `${name}: ${url}`,
  adminTitle: 'Reviews',
  adminEmpty: 'No reviews to show.',
  adminApprove: 'Approve',
  adminReject: 'Reject',
  adminReplyLabel: 'Reply (shown under the review)',
  adminSaveReply: 'Save reply',
  adminStatus: { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' },
  adminSaved: 'Saved',
} as const;
