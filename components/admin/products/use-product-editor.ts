'use client';
// The product editor's state and its two writes. A save sends only what changed, with the updated_at it was
// read at; when someone else saved first the server answers 409 with their version (theirs).
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { adminWrite, refreshAdmin } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { showMessage as notify } from '@/lib/client/stores/snackbar-store';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { ADMIN_PRODUCT_MESSAGES as M } from '@/lib/shared/messages/admin-products';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import type { AdminProduct } from '@/lib/shared/back-office/admin-types';
import { mergeForms, type ConflictField } from './conflict-fields';
import { bodyOf, changed, formFieldOf, formOf, type Form } from './product-form';

export function useProductEditor(initial: AdminProduct | null) {
  const router = useRouter();
  const isNew = initial === null;
  const [product, setProduct] = useState(initial);
  const [form, setForm] = useState<Form>(() => formOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [theirs, setTheirs] = useState<AdminProduct | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  function fail(error: unknown) {
    if (!(error instanceof ApiRequestError)) throw error;
    const fields: Record<string, string> = {};
    for (const [field, messages] of Object.entries(error.fieldErrors)) fields[formFieldOf(field)] = messages[0];
    setErrors(fields);
    setMessage(error.message);
    if (error.code === ADMIN_ERROR_CODES.staleRecord) setTheirs((error.body as { product: AdminProduct }).product);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    setErrors({});
    try {
      if (isNew) {
        const { product: made } = await adminWrite<{ product: AdminProduct }>('/products', {
          method: 'POST',
          body: bodyOf(form, true),
        });
        notify(ADMIN_MESSAGES.saved);
        await refreshAdmin('/products');
        router.push(`/admin/products/${made.id}`);
        return;
      }
      const diff = changed(bodyOf(formOf(product), false), bodyOf(form, false));
      const { product: saved } = await adminWrite<{ product: AdminProduct }>(`/products/${product!.id}`, {
        method: 'PATCH',
        body: { ...diff, updated_at: product!.updated_at },
      });
      setProduct(saved);
      setForm(formOf(saved));
      setTheirs(null);
      notify(ADMIN_MESSAGES.saved);
      await refreshAdmin('/products');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    try {
      const result = await adminWrite<{ deleted?: true; archived?: true }>(`/products/${product!.id}`, {
        method: 'DELETE',
      });
      notify(result.archived ? M.archived : M.deleted);
      await refreshAdmin('/products');
      router.push('/admin/products');
    } catch (error) {
      fail(error);
    }
  }

  /** After a conflict: their version, with the fields chosen as mine taken from the form (none: theirs whole). */
  function resolveConflict(fields: readonly ConflictField[] = []) {
    if (!theirs) return;
    setProduct(theirs);
    setForm(mergeForms(form, formOf(theirs), fields));
    setTheirs(null);
    setMessage(null);
  }

  return { isNew, product, setProduct, form, set, errors, message, theirs, busy, save, remove, resolveConflict };
}
