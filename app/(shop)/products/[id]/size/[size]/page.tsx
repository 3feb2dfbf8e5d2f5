// A size's own address, /products/{id}?size=16: proxy.ts rewrites it here (lib/shared/catalogue/product-links.ts).
// The piece's page with that size chosen, cached per size like the piece's own; its canonical and og:url are
// its own address, as its structured data and the feeds name it.
import type { Metadata } from 'next';
import { productMetadata, renderProductPage } from '../../page';

type Props = { params: Promise<{ id: string; size: string }> };

/** The size as the address named it; a malformed escape names no size the piece is sold in. */
function sizeOf(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export async function generateStaticParams(): Promise<{ id: string; size: string }[]> {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, size } = await params;
  return productMetadata(id, sizeOf(size));
}

export default async function ProductSizePage({ params }: Props) {
  const { id, size } = await params;
  return renderProductPage(id, sizeOf(size));
}
