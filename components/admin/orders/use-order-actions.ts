'use client';
// The back-office order page's writes: each one re-authenticates when the session asks for it, swaps in the
// order the server answers with (or the current one a conflict answers with), and keeps the message and the
// field errors of a refusal for the form that caused it.
import { useState } from 'react';
import { adminWrite, refreshAdmin, useAdmin } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import type { AdminOrder } from '@/lib/shared/back-office/admin-types';
import { useReauth } from '../reauth-dialog';

export type OrderWrite = (
  path: string,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) => Promise<boolean>;

export function useOrderActions(initial: AdminOrder) {
  const { data, mutate } = useAdmin<{ order: AdminOrder }>(`/orders/${initial.id}`, {
    fallbackData: { order: initial },
  });
  const order = data?.order ?? initial;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const reauth = useReauth();

  const write: OrderWrite = async (path, body, headers) => {
    setBusy(true);
    setMessage(null);
    setErrors({});
    try {
      const result = await reauth.run(() =>
        adminWrite<{ order?: AdminOrder }>(path, { method: 'POST', body, headers }),
      );
      if (result.order) await mutate({ order: result.order }, { revalidate: false });
      else await mutate();
      await refreshAdmin('/orders?');
      showMessage(ADMIN_MESSAGES.saved);
      return true;
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      setMessage(error.message);
      setErrors(error.fieldErrors);
      const current = (error.body as { order?: AdminOrder } | null)?.order;
      if (current) await mutate({ order: current }, { revalidate: false });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const move = (status: string, extra: Record<string, unknown> = {}) =>
    write(`/orders/${order.id}/status`, { status, ...extra, updated_at: order.updated_at });

  return { order, busy, message, errors, write, move, reauthDialog: reauth.dialog };
}
