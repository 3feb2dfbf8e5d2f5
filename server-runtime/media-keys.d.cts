// Types of media-keys.cjs.
export const MEDIA_CONTENT_TYPES: Readonly<Record<string, string>>;
/** The key of /media/<segments>, or null for anything that could leave the media folder or is not an image. */
export function mediaKey(segments: readonly string[]): string | null;
export function contentTypeOf(key: string): string;
/** Media files are never rewritten under the same name, so browsers and CDNs may keep them for a year. */
export const MEDIA_CACHE_CONTROL: string;
/** The bucket pictures are kept in when S3_BUCKET is set; null when they are on this machine's disk. */
export function mediaBucket(env?: NodeJS.ProcessEnv): string | null;
