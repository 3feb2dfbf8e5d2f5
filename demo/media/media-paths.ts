// Where seeded media lives: files under mediaDir(), served by the shop at /media/<same path>.

export const LOGO_FILE = 'brand/logo.webp';

export const categoryImageFile = (slug: string) => `categories/${slug}.webp`;
export const productImageFile = (file: string) => `products/${file}`;
export const carouselImageFile = (position: number) => `carousel/${position}.webp`;

export const mediaUrl = (file: string) => `/media/${file}`;
