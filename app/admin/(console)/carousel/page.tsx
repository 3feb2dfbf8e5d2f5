import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SlidesManager } from '@/components/admin/catalogue/slides-manager';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { listSlides } from '@/lib/server/catalogue/carousel-admin';

export const metadata: Metadata = { title: 'Carousel' };

export default async function AdminCarouselPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin');
  return <SlidesManager initial={await listSlides(access.actor)} />;
}
