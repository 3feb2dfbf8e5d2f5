import 'server-only';
export {
  createMediaStore,
  mediaStore,
  contentTypeOf,
  mediaKey,
  type MediaStore,
  type StoredMedia,
} from './media-store';
export { putPicture, removePicture } from './picture-variants';
export { prepareProductImage } from './product-images';
export { downloadPicture, pictureUrlKind } from './picture-download';
export {
  previewKey,
  storedPreview,
  PREVIEW_HASH_LENGTH,
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  type PreviewInput,
} from './preview-image';
