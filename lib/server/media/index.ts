import 'server-only';
export { createMediaStore, mediaStore, contentTypeOf, mediaKey, type MediaStore } from './media-store';
export { putPicture, removePicture } from './picture-variants';
export { prepareProductImage } from './product-images';
export { downloadPicture, pictureUrlKind } from './picture-download';
export { linkPreview } from './preview-image';
