// OpenGraph tags that Next's metadata API cannot write (they need `property=`). React hoists <meta> into
// <head>, so they sit beside the rest of the page's metadata in the HTML a link preview reads.
import type { OpenGraphTag } from '@/lib/shared/seo/page-meta';

export function OpenGraphTags({ tags }: { tags: OpenGraphTag[] }) {
  return tags.map((tag) => <meta key={tag.property} property={tag.property} content={tag.content} />);
}
