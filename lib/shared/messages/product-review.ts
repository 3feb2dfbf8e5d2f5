// Reviews as the product page shows them. What writing one and the owner's moderation say is in
// review-writing.ts and review-moderation.ts, so a product page's script carries only these.

export const REVIEW_MESSAGES = {
  heading: 'Reviews',
  none: 'No reviews yet.',
  summary: (rating: number, count: number) => `${rating} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`,
  verifiedBuyer: 'Verified buyer',
  stars: (n: number) => `Rated ${n} out of 5`,
  ownerReply: (shop: string) => `Reply from ${shop}`,
  byline: (name: string, date: string) => `${name} · ${date}`,
  morePages: (page: number, pages: number) => `Page ${page} of ${pages}`,
  olderReviews: 'Older reviews',
  newerReviews: 'Newer reviews',
  photoAlt: (author: string) => `Photo from ${author}`,
  writeButton: 'Write a review',
  sent: 'Thank you. Your review will appear once the shop has read it.',
  alreadyWritten: 'You have reviewed this piece.',
} as const;
