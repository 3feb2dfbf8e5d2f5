// A URL slug from a name: lower-case ASCII words joined by hyphens ("Kundan Jhumka Earrings" → "kundan-jhumka-earrings").
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
