import { readMediaFile } from '@/lib/server/media/media-files';
import { previewOnRequest } from '@/lib/server/seo/link-previews';
import { MEDIA_CACHE_CONTROL } from '@/server-runtime/media-keys.cjs';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const segments = (await params).path;
  // A link preview is drawn on its first request (pages only name it); from then on it is a stored file.
  const stored = await readMediaFile(segments);
  const answer = stored ? { file: stored } : await previewOnRequest(segments.join('/'));
  if (!answer) return notFound();
  // An address of an older content never drawn: the current one, not cached, as the content may change again.
  if ('location' in answer)
    return new Response(null, { status: 302, headers: { Location: answer.location, 'Cache-Control': 'no-store' } });
  const { file } = answer;
  // A view of the file's bytes, not a copy of them.
  return new Response(new Uint8Array(file.body.buffer as ArrayBuffer, file.body.byteOffset, file.body.byteLength), {
    headers: {
      'Content-Type': file.contentType,
      'Cache-Control': MEDIA_CACHE_CONTROL,
      'Last-Modified': file.modified.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
