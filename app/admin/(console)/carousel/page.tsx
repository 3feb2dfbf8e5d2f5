import type { Metadata } from 'next';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { redirect } from 'next/navigation';
import { SlidesManager } from '@/components/admin/catalogue/slides-manager';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { listSlides } from '@/lib/server/catalogue/carousel-admin';

export const metadata: Metadata = { title: 'Carousel' };

export default async function AdminCarouselPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin');
  if (!mayDo(access.actor, 'content')) return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  return <SlidesManager initial={await listSlides(access.actor)} />;
}
