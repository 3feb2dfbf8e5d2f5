// 'Product not found' (answered with HTTP 404): the shop's not-found page under the product's own title, plain
// HTML with the way on (search, home, the list, the categories), nothing to hydrate.
import { NotFoundContent } from '@/components/not-found/not-found-content';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';

export function ProductNotFound() {
  return <NotFoundContent title={CATALOGUE_MESSAGES.productNotFound} />;
}
