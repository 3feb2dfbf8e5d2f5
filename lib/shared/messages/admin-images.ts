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

/** Texts of pictures an import names by URL and the shop copies into its media store. */
export const PICTURE_DOWNLOAD_MESSAGES = {
  httpsOnly: "A picture URL is either one of the shop's own /media/ paths or an https:// address",
  notPublic: "This picture's address is not on the public internet: the shop does not fetch from private networks",
  unreachable: 'This picture could not be fetched (the address did not answer in time)',
  notFound: (status: number) => `This picture could not be fetched: its server answered ${status}`,
  tooLarge: 'This picture is larger than 10 MB',
  notAPicture: 'This address does not hold a JPEG, PNG, WebP or AVIF picture the shop can read',
  mediaPath: 'A /media/ path may not hold "..", "//", "\\" or encoded slashes',
  tooMany: (max: number) => `At most ${max} pictures to download in one file: import the rest in another file`,
} as const;
