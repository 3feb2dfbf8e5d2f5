'use client';
// The settings form's state: what was read or last saved, what is being edited, the server's errors. Save sends
// only the sections that changed, with the updated_at the page was read at.
import { useState, type FormEvent } from 'react';
import { adminWrite } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import type { AdminSettings } from '@/lib/shared/back-office/admin-types';

export type Editable = Omit<AdminSettings, 'updated_at'>;

function changedSections(form: Editable, saved: AdminSettings): Partial<Editable> {
  return Object.fromEntries(
    (Object.keys(form) as (keyof Editable)[])
      .filter((k) => JSON.stringify(form[k]) !== JSON.stringify(saved[k]))
      .map((k) => [
        k,
        k === 'legal_links' ? form.legal_links.map(({ slug, label, content }) => ({ slug, label, content })) : form[k],
      ]),
  );
}

export function useSettingsForm(initial: AdminSettings) {
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState<Editable>(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Editable>(key: K, value: Editable[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    setErrors({});
    const changed = changedSections(form, saved);
    try {
      const { settings } = await adminWrite<{ settings: AdminSettings }>('/settings', {
        method: 'PATCH',
        body: { ...changed, updated_at: saved.updated_at ?? undefined },
      });
      setSaved(settings);
      setForm(settings);
      showMessage('Settings saved: the shop shows them now');
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      setMessage(failure.message);
      // A wrong holiday is named by its place in the list (delivery.holidays.2); the field is the whole list.
      setErrors(
        Object.fromEntries(
          Object.entries(failure.fieldErrors).map(([key, messages]) => [
            key.replace(/^(delivery\.holidays)\.\d+$/, '$1'),
            messages,
          ]),
        ),
      );
      if (failure.code === ADMIN_ERROR_CODES.staleRecord) {
        setSaved((failure.body as { settings: AdminSettings }).settings);
      }
    } finally {
      setBusy(false);
    }
  }

  const err = (key: string) => errors[key]?.[0];
  return { form, setForm, set, err, message, busy, save };
}
