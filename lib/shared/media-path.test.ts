// Picture paths are checked as a browser resolves them.
import { normalisedMediaPath } from './media-path';

describe('normalisedMediaPath', () => {
  it.each(['/media/carousel/1.webp', '/media/brand/logo.webp', '/media/products/7-640.webp'])(
    'keeps a stored picture %s',
    (path) => {
      expect(normalisedMediaPath(path)).toBe(path);
    },
  );

  it.each([
    '/media/../api/v1/auth/me',
    '/media/%2e%2e/api/v1/auth/me',
    '/media/.%2E/api',
    '/media/x/../../api',
    '/media\\..\\api',
    '/media/./x.webp',
    '/media/',
    '/media',
    '//evil.example/media/x.webp',
    'https://evil.example/media/x.webp',
    '/media/x.webp?u=1',
    '/media/x.webp#frag',
    '/media/x y.webp',
    'media/x.webp',
  ])('refuses %s', (path) => {
    expect(normalisedMediaPath(path)).toBeNull();
  });
});
