// Shown when a page calls notFound() and has no not-found of its own (product pages do). Unknown URLs are
// answered by app/global-not-found.tsx with the home content beneath. Plain HTML and no data of its own on
// purpose: Next sends this file's tree along with every page under the root.
import { NotFoundContent } from '@/components/not-found/not-found-content';

export default function NotFound() {
  return <NotFoundContent />;
}
