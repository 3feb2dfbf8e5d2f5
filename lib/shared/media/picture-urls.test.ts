import webpPictureLoader, { avifPictureLoader } from './picture-loader';
import {
  PICTURE_WIDTHS,
  fixedPictureSrcSet,
  isPreparedKey,
  pictureUrl,
  preparedKeyOf,
  variantKey,
} from './picture-urls';

describe('prepared picture URLs', () => {
  const saved = process.env.MEDIA_PUBLIC_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.MEDIA_PUBLIC_URL;
    else process.env.MEDIA_PUBLIC_URL = saved;
  });

  it('lists every width once, smallest first', () => {
    expect(PICTURE_WIDTHS).toEqual([96, 144, 192, 384, 640, 828, 1080, 1600]);
  });

  it('points our media at the prepared file of the smallest width that is wide enough', () => {
    delete process.env.MEDIA_PUBLIC_URL;
    expect(pictureUrl('/media/products/ring-1.webp', 384, 'avif')).toBe('/media/v/384/products/ring-1.webp.avif');
    expect(pictureUrl('/media/products/ring-1.webp', 300, 'webp')).toBe('/media/v/384/products/ring-1.webp.webp');
    expect(pictureUrl('/media/products/ring-1.webp', 4000, 'webp')).toBe('/media/v/1600/products/ring-1.webp.webp');
    expect(webpPictureLoader({ src: '/media/carousel/1.webp', width: 828 })).toBe('/media/v/828/carousel/1.webp.webp');
    expect(avifPictureLoader({ src: '/media/carousel/1.webp', width: 828 })).toBe('/media/v/828/carousel/1.webp.avif');
  });

  it("describes a fixed picture's 1x and 2x files by their widths, once each", () => {
    delete process.env.MEDIA_PUBLIC_URL;
    expect(fixedPictureSrcSet('/media/products/ring-1.webp', 290, 'avif')).toBe(
      '/media/v/384/products/ring-1.webp.avif 384w, /media/v/640/products/ring-1.webp.avif 640w',
    );
    // A width whose double is no wider a file (the largest prepared) is offered once.
    expect(fixedPictureSrcSet('/media/products/ring-1.webp', 1600, 'webp')).toBe(
      '/media/v/1600/products/ring-1.webp.webp 1600w',
    );
  });

  it('reads pictures from MEDIA_PUBLIC_URL when it is set', () => {
    process.env.MEDIA_PUBLIC_URL = 'https://cdn.example.com/shop/';
    expect(pictureUrl('/media/products/ring-1.webp', 96, 'avif')).toBe(
      'https://cdn.example.com/shop/v/96/products/ring-1.webp.avif',
    );
  });

  it('leaves alone what has no prepared widths', () => {
    for (const src of [
      'https://cdn.example.com/a.jpg',
      '/media/brand/logo.svg',
      '/media/v/96/products/a.webp.webp',
      '/icons/a.png',
      '/media/../secret.png',
    ]) {
      expect(pictureUrl(src, 640, 'avif')).toBe(src);
    }
    expect(preparedKeyOf('/media/products/a.webp?x=1')).toBe('products/a.webp');
    expect(isPreparedKey('products/a.PNG')).toBe(true);
    expect(isPreparedKey('products//a.png')).toBe(false);
  });

  it('keeps the original extension in a variant, so a.png and a.webp never share one', () => {
    expect(variantKey('x/a.png', 96, 'webp')).not.toBe(variantKey('x/a.webp', 96, 'webp'));
  });
});
