import 'server-only';
export { createMediaStore, mediaStore, contentTypeOf, mediaKey, type MediaStore } from './media-store';
export { putPicture, removePicture } from './picture-variants';
export { prepareProductImage } from './product-images';
export { downloadPicture, isPublicAddress, pictureUrlKind, PICTURE_DOWNLOAD } from './picture-download';
export { linkPreview, PREVIEW_HEIGHT, PREVIEW_WIDTH, type Preview, type PreviewInput } from './preview-image';
