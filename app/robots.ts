import type { MetadataRoute } from 'next';
import { robotsRules } from '@/lib/server/seo/robots-rules';

export default function robots(): MetadataRoute.Robots {
  return robotsRules();
}
