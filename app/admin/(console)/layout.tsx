// Every back-office page but the two for people without an account yet (setup, invite): signed out goes to
// /login and comes back; a shopper's account sees a refusal. What each account may open is decided again by the
// domain on every read and write; the navigation only hides what the account cannot use.
import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { AdminShell } from '@/components/admin/admin-shell';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const access = await backOfficePageAccess();
  if (access.kind === 'signed-out') redirect('/login?next=/admin');
  if (access.kind === 'forbidden') return <AdminRefusal message={access.message} />;
  const { actor } = access;
  return (
    <AdminShell permissions={actor.permissions} userName={actor.name || actor.email}>
      {children}
    </AdminShell>
  );
}
