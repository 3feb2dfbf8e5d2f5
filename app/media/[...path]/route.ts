import { readMediaFile } from '@/lib/server/media/media-files';
import { MEDIA_CACHE_CONTROL } from '@/server-runtime/media-keys.cjs';

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const file = await readMediaFile((await params).path);
  if (!file) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
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
