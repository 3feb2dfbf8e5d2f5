// Writing a review: the dialog's words and the refusals of the API that takes it. Loaded with the
// dialog, not with the product page.

export const REVIEW_WRITING_MESSAGES = {
  dialogTitle: 'Write a review',
  ratingLabel: 'Your rating',
  titleLabel: 'Title',
  bodyLabel: 'Your review',
  submit: 'Send review',
  cancel: 'Cancel',
  ratingInvalid: 'Choose a rating from 1 to 5 stars',
  titleRequired: 'Give your review a title',
  titleTooLong: (max: number) => `The title can be at most ${max} characters`,
  bodyRequired: 'Write a few words about the piece',
  bodyTooLong: (max: number) => `The review can be at most ${max} characters`,
  notBuyer: 'Only a shopper who has received this piece can review it',
  alreadyReviewed: 'You have already reviewed this piece',
  sendForm: 'Send the review as JSON, or as multipart/form-data with its photo in the field "photo"',
  photoTooLarge: 'The photo is larger than 10 MB. Save it smaller and try again.',
  photoLabel: 'Add a photo (optional)',
} as const;
