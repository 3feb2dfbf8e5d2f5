import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { CustomerDetail } from '@/components/admin/people/customer-detail';
import { getCustomer } from '@/lib/server/customers/customer-admin';
import { backOfficePageAccess, orNotFound } from '@/lib/server/http/admin-page';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_CUSTOMER_MESSAGES as M } from '@/lib/shared/messages/admin-customers';
import { StoreCreditGrant } from '@/components/admin/people/store-credit-grant';
import { getDb } from '@/lib/server/db';
import { storeCreditOf } from '@/lib/server/stored-value';

export const metadata: Metadata = { title: M.title };

export default async function AdminCustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin');
  if (!mayDo(access.actor, 'customers')) return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const customer = await orNotFound(getCustomer(access.actor, Number(id)));
  const credit = mayDo(access.actor, 'refunds') ? await storeCreditOf(await getDb(), Number(id)) : null;
  return (
    <>
      <CustomerDetail initial={customer} mayDisable={mayDo(access.actor, 'customers:disable')} />
      {credit ? <StoreCreditGrant customerId={Number(id)} balance={credit.balance} /> : null}
    </>
  );
}
