// A picture uploaded through A is served by B, with the widths A prepared when it stored it.
import { pictureUrl } from '../../../lib/shared/media/picture-urls';
import { check } from '../check';
import { json, type Cluster } from '../harness';
import type { AsOwner } from '../owner';

export async function checkPictures({ base }: Cluster, asOwner: AsOwner, product: { id: number }): Promise<void> {
  const sharp = (await import('sharp')).default;
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 140, b: 30 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'ring.jpg');
  form.set('alt', 'Cluster ring, front view');
  const uploaded = await json(
    await fetch(`${base.a}/api/v1/admin/products/${product.id}/images`, {
      method: 'POST',
      headers: asOwner('a'),
      body: form,
    }),
  );
  const url = uploaded.body?.images?.at(-1)?.url as string | undefined;
  const picture = url ? await fetch(`${base.b}${url}`) : null;
  const pictureBytes = picture?.ok ? Buffer.from(await picture.arrayBuffer()) : null;
  check(
    'picture from A served by B',
    uploaded.status === 201 && pictureBytes !== null && (await sharp(pictureBytes).metadata()).format === 'webp',
    `upload on A answered ${uploaded.status}; B served ${url} with ${picture?.status ?? 'no request'} ` +
      `(${pictureBytes?.length ?? 0} bytes)`,
  );
  // Its widths were prepared by A when it was stored; B serves them from the bucket, resizing nothing.
  const prepared = url ? await fetch(`${base.b}${pictureUrl(url, 640, 'avif')}`) : null;
  const preparedType = prepared?.headers.get('content-type');
  check(
    'prepared picture widths on B',
    prepared?.status === 200 && preparedType === 'image/avif',
    `${url ? pictureUrl(url, 640, 'avif') : 'no upload'} on B answered ${prepared?.status} ${preparedType}`,
  );
}
