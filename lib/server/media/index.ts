import 'server-only';
export { createMediaStore, mediaStore, contentTypeOf, mediaKey, type MediaStore } from './media-store';
