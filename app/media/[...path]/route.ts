import { readMediaFile } from '@/lib/server/media/media-files';

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const file = await readMediaFile((await params).path);
  if (!file) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  // A view of the file's bytes, not a copy of them.
  return new Response(new Uint8Array(file.body.buffer as ArrayBuffer, file.body.byteOffset, file.body.byteLength), {
    headers: {
      'Content-Type': file.contentType,
      // Media files are never rewritten under the same name, so browsers and CDNs may keep them for a year.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Last-Modified': file.modified.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
