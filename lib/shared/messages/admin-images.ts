// Texts of product picture uploads.
export const ADMIN_IMAGE_MESSAGES = {
  fileRequired: 'Choose a picture to upload (form field "file")',
  tooLarge: 'The picture is larger than 10 MB. Save it smaller and try again.',
  notAnImage: 'This file is not a JPEG, PNG, WebP or AVIF picture.',
  unreadable: 'This picture could not be read: it may be damaged or cut short. Save it again and retry.',
  tooManyPixels: 'This picture has too many pixels (more than 40 megapixels). Save it smaller and try again.',
  altTooLong: 'The description is too long',
  notFound: 'Picture not found',
  orderInvalid: 'List every picture of the product once, in the new order',
  sendForm: 'Send the picture as multipart/form-data',
} as const;
