import { safeRedirectPath, withNextPath } from './safe-redirect-path';

describe('safeRedirectPath', () => {
  it('accepts a path on this site with its query and hash', () => {
    expect(safeRedirectPath('/checkout')).toBe('/checkout');
    expect(safeRedirectPath('/products?category_id=3&page=2#top')).toBe('/products?category_id=3&page=2#top');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'checkout',
      '/\t/evil.example',
      ' /x',
    ]) {
      expect(safeRedirectPath(value)).toBeNull();
    }
  });

  it('refuses empty, non-string and oversized values', () => {
    expect(safeRedirectPath('')).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(42)).toBeNull();
    expect(safeRedirectPath(`/${'a'.repeat(3000)}`)).toBeNull();
  });
});

describe('withNextPath', () => {
  it('carries a return path along, but not the home page', () => {
    expect(withNextPath('/login', '/orders?page=2')).toBe('/login?next=%2Forders%3Fpage%3D2');
    expect(withNextPath('/register', '/')).toBe('/register');
    expect(withNextPath('/register', undefined)).toBe('/register');
  });
});
