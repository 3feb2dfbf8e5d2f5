import { imageSrc, isRemoteImage } from './image-src';

describe('imageSrc', () => {
  it('keeps root-relative media paths', () => {
    expect(imageSrc('/media/products/ring-1.webp')).toBe('/media/products/ring-1.webp');
  });

  it('roots a relative path on this server', () => {
    expect(imageSrc('media/products/ring-1.webp')).toBe('/media/products/ring-1.webp');
  });

  it('passes absolute URLs through', () => {
    expect(imageSrc('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(imageSrc('http://cdn.example.com/a.jpg')).toBe('http://cdn.example.com/a.jpg');
  });

  it('gives protocol-relative URLs https', () => {
    expect(imageSrc('//cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
  });

  it('answers null when there is no image', () => {
    expect(imageSrc(null)).toBeNull();
    expect(imageSrc(undefined)).toBeNull();
    expect(imageSrc('   ')).toBeNull();
  });

  it('marks only other hosts as remote', () => {
    expect(isRemoteImage('/media/a.webp')).toBe(false);
    expect(isRemoteImage('https://cdn.example.com/a.jpg')).toBe(true);
  });
});
