'use client';
// The frame of a small-records page (coupons, categories, slides): the list with Edit and Delete on each row,
// New above it, one RecordDialog for both, and the server's refusals (a category still holding products)
// shown at the top.
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { adminWrite, useAdmin } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { RecordDialog, type FieldDef, type FieldValue } from '../record-dialog';

type Props<T extends { id: number }> = {
  title: string;
  /** The list's path under /api/v1/admin, and the key of its array in the answer. */
  path: string;
  listKey: string;
  initial: T[];
  fields: FieldDef[];
  empty: Record<string, FieldValue>;
  toForm: (record: T) => Record<string, FieldValue>;
  toBody: (values: Record<string, FieldValue>, record: T | null) => Record<string, unknown>;
  primary: (record: T) => ReactNode;
  secondary?: (record: T) => ReactNode;
  indent?: (record: T) => number;
  nameOf: (record: T) => string;
};

export function RecordsManager<T extends { id: number }>(props: Props<T>) {
  const { title, path, listKey, initial, fields, empty, toForm, toBody, primary, secondary, indent, nameOf } = props;
  const { data, mutate } = useAdmin<Record<string, T[]>>(path, { fallbackData: { [listKey]: initial } });
  const records = data?.[listKey] ?? initial;
  const [editing, setEditing] = useState<{ record: T | null; key: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function save(values: Record<string, FieldValue>) {
    const record = editing?.record ?? null;
    await adminWrite(record ? `${path}/${record.id}` : path, {
      method: record ? 'PATCH' : 'POST',
      body: toBody(values, record),
    });
    setEditing(null);
    await mutate();
    showMessage('Saved');
  }

  async function remove(record: T) {
    if (!window.confirm(`Delete ${nameOf(record)}? This cannot be undone.`)) return;
    setError(null);
    try {
      await adminWrite(`${path}/${record.id}`, { method: 'DELETE' });
      await mutate();
      showMessage(`${nameOf(record)} deleted`);
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      setError(failure.message);
    }
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        <Button variant="contained" onClick={() => setEditing({ record: null, key: Date.now() })}>
          New
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" role="alert" onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      {records.length === 0 ? <Typography>Nothing here yet.</Typography> : null}
      <List>
        {records.map((record) => (
          <ListItem key={record.id} divider sx={{ pl: 2 + 3 * (indent?.(record) ?? 0), flexWrap: 'wrap', gap: 1 }}>
            <ListItemText primary={primary(record)} secondary={secondary?.(record)} />
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                onClick={() => setEditing({ record, key: Date.now() })}
                aria-label={`Edit ${nameOf(record)}`}
              >
                Edit
              </Button>
              <Button size="small" color="error" onClick={() => remove(record)} aria-label={`Delete ${nameOf(record)}`}>
                Delete
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
      {editing ? (
        <RecordDialog
          key={editing.key}
          open
          title={editing.record ? `Edit ${nameOf(editing.record)}` : `New: ${title.toLowerCase()}`}
          fields={fields}
          initial={editing.record ? toForm(editing.record) : empty}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      ) : null}
    </Stack>
  );
}
