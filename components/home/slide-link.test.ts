import { slideLink } from './slide-link';

describe('slideLink', () => {
  const origin = 'https://shop.example.in';

  it('navigates in place for paths of this shop', () => {
    expect(slideLink('/products?category_id=3', origin)).toEqual({ href: '/products?category_id=3', external: false });
    expect(slideLink('products', origin)).toEqual({ href: '/products', external: false });
  });

  it('treats an absolute link to this shop as internal', () => {
    expect(slideLink('https://shop.example.in/products?sort=price_asc#top', origin)).toEqual({
      href: '/products?sort=price_asc#top',
      external: false,
    });
  });

  it('opens other hosts in a new tab', () => {
    expect(slideLink('https://www.instagram.com/aabha', origin)).toEqual({
      href: 'https://www.instagram.com/aabha',
      external: true,
    });
    expect(slideLink('http://shop.example.in.evil.com/', origin)).toEqual({
      href: 'http://shop.example.in.evil.com/',
      external: true,
    });
  });
});
