// Pictures named in a products import: the shop's own /media/ paths (normalised) are kept, an https address is
// copied once into the media store and the product points at the copy; anything else, and any address that is
// not on the public internet, is refused with its line and column. The download is tried against a local
// stand-in host (test-support/picture-host.ts), the one origin the download lets through under Jest.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { productImages, products } from '@/lib/server/db/schema';
import { mediaStore } from '@/lib/server/media';
import { PRODUCT_CSV_MESSAGES as M } from '@/lib/shared/messages/product-csv';
import { PICTURE_DOWNLOAD_MESSAGES as D } from '@/lib/shared/messages/admin-images';
import { seedCatalogue } from '@/test-support/call-route';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { uploadCsv } from '@/test-support/csv-upload';
import { startPictureHost, type PictureHost } from '@/test-support/picture-host';

let staff: StaffAccount;
let host: PictureHost;
beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
  host = await startPictureHost();
});
afterAll(() => host.close());

const upload = (csv: string, dryRun = false) => uploadCsv(csv, staff.cookieHeaders, { dryRun });
const pictured = (urls: string[]) =>
  ['name,price,stock_quantity,image_urls', ...urls.map((u, i) => `Pictured ${i},100,1,${u}`)].join('\n') + '\n';

describe('picture URLs in an import', () => {
  it('refuses what is neither a clean /media/ path nor an https address, by line and column', async () => {
    const res = await upload(
      pictured([
        '//evil.example/x.jpg',
        '/media/../api/v1/admin/x',
        '/media/a//b.webp',
        '/media/%2e%2e/x.webp',
        'http://example.com/a.jpg',
        'ftp://example.com/a.jpg',
        '/api/v1/x.jpg',
      ]),
      true,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { line: 2, column: 'image_urls', message: M.urlInvalid },
      { line: 3, column: 'image_urls', message: D.mediaPath },
      { line: 4, column: 'image_urls', message: D.mediaPath },
      { line: 5, column: 'image_urls', message: D.mediaPath },
      { line: 6, column: 'image_urls', message: M.urlInvalid },
      { line: 7, column: 'image_urls', message: M.urlInvalid },
      { line: 8, column: 'image_urls', message: M.urlInvalid },
    ]);
  });

  it('refuses https addresses on loopback, private and link-local networks without fetching them', async () => {
    const res = await upload(
      pictured([
        'https://127.0.0.1/a.jpg',
        'https://10.1.2.3/a.jpg',
        'https://192.168.1.1/a.jpg',
        'https://169.254.169.254/latest/meta-data',
        'https://[::1]/a.jpg',
        'https://[fd00::1]/a.jpg',
        'https://localhost/a.jpg',
      ]),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(
      [2, 3, 4, 5, 6, 7, 8].map((line) => ({ line, column: 'image_urls', message: D.notPublic })),
    );
    expect(host.requests).toEqual([]);
  });

  it('copies a picture into the media store once; the product shows the copy, never the address', async () => {
    const url = `${host.origin}/pic/ruby.png`;
    const res = await upload(pictured([url, `${url} /media/products/kept.webp`]));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 2 });
    expect(host.requests).toEqual(['/pic/ruby.png']);
    const db = await getDb();
    const [first] = await db.select().from(products).where(eq(products.name, 'Pictured 0'));
    const [second] = await db.select().from(products).where(eq(products.name, 'Pictured 1'));
    const urlsOf = async (id: number) =>
      (await db.select().from(productImages).where(eq(productImages.productId, id))).map((p) => p.url);
    const [copy] = await urlsOf(first.id);
    expect(copy).toMatch(/^\/media\/products\/imported\/[0-9a-f]{32}\.webp$/);
    expect(await urlsOf(second.id)).toEqual([copy, '/media/products/kept.webp']);
    const stored = await mediaStore().get(copy.slice('/media/'.length));
    expect(stored?.contentType).toBe('image/webp');
    const again = await upload(`id,image_urls\n${first.id},${url}\n`);
    expect(again.body).toMatchObject({ unchanged: 1, updated: 0 });
    expect(host.requests).toEqual(['/pic/ruby.png']);
  });

  it('refuses a picture the host does not have, a page that is not a picture, and a redirect', async () => {
    const res = await upload(pictured([`${host.origin}/missing.png`, `${host.origin}/text`, `${host.origin}/moved`]));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { line: 2, column: 'image_urls', message: D.notFound(404) },
      { line: 3, column: 'image_urls', message: D.notAPicture },
      { line: 4, column: 'image_urls', message: D.notFound(302) },
    ]);
    const db = await getDb();
    expect(await db.select().from(products).where(eq(products.name, 'Pictured 0'))).toHaveLength(1);
  });

  it('a dry run copies nothing', async () => {
    const before = host.requests.length;
    const res = await upload(pictured([`${host.origin}/pic/dry.png`]), true);
    expect(res.status).toBe(200);
    expect(host.requests.length).toBe(before);
  });
});
