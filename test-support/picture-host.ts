// A stand-in for a picture host on the internet, on 127.0.0.1 over http: /pic/<name>.png answers a small PNG,
// /text a page that is not a picture, /moved a redirect, anything else 404. The picture download lets this one
// origin through only under Jest (PICTURE_DOWNLOAD_TEST_ORIGIN), since a test cannot stand up a trusted https host.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export type PictureHost = { origin: string; requests: string[]; close: () => Promise<void> };

export async function startPictureHost(): Promise<PictureHost> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c08020' } })
    .png()
    .toBuffer();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url?.startsWith('/pic/')) res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (req.url === '/text') res.writeHead(200, { 'content-type': 'text/html' }).end('<p>not a picture</p>');
    else if (req.url === '/moved') res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.PICTURE_DOWNLOAD_TEST_ORIGIN = origin;
  return {
    origin,
    requests,
    close: () => {
      delete process.env.PICTURE_DOWNLOAD_TEST_ORIGIN;
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
