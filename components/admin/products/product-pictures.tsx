'use client';
// A product's pictures in the editor: the first is the one lists show. Upload (JPEG, PNG, WebP or AVIF up
// to 10 MB, with a description for screen readers), move earlier or later, describe, delete.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteIcon from '@mui/icons-material/Delete';
import { adminWrite, refreshAdmin } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import type { ApiProductImage } from '@/lib/shared/schemas/catalogue-schema';
import { FilePickerButton } from '../file-picker-button';

type Props = {
  productId: number;
  initial: ApiProductImage[];
  onChange: (images: ApiProductImage[], updatedAt: string) => void;
};

export function ProductPictures({ productId, initial, onChange }: Props) {
  const [images, setImages] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  async function call(path: string, options: Parameters<typeof adminWrite>[1], done?: string) {
    setBusy(true);
    setError(null);
    try {
      const { images: next, updated_at } = await adminWrite<{ images: ApiProductImage[]; updated_at: string }>(
        path,
        options,
      );
      setImages(next);
      onChange(next, updated_at);
      await refreshAdmin('/products');
      if (done) showMessage(done);
      return true;
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      setError(failure.message);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    const form = new FormData();
    form.set('file', file);
    form.set('alt', alt);
    if (await call(`/products/${productId}/images`, { method: 'POST', body: form }, 'Picture added')) {
      setFile(null);
      setAlt('');
      setInputKey((k) => k + 1);
    }
  }

  const move = (index: number, by: number) => {
    const ids = images.map((i) => i.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    return call(`/products/${productId}/images`, { method: 'PUT', body: { image_ids: ids } });
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="pictures-heading">
      <Typography id="pictures-heading" component="h2" variant="h6">
        Pictures
      </Typography>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {images.length === 0 ? <Typography>No pictures yet: the shop shows a placeholder.</Typography> : null}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {images.map((image, index) => (
          <Stack key={image.id} spacing={1} sx={{ width: 160 }}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a back-office thumbnail of the stored file */}
            <img
              src={image.url}
              alt={image.alt}
              width={160}
              height={160}
              style={{ objectFit: 'cover', borderRadius: 4, background: '#f4f4f4' }}
            />
            <TextField
              size="small"
              label={`Description ${index + 1}`}
              defaultValue={image.alt}
              onBlur={(e) =>
                e.target.value !== image.alt &&
                call(
                  `/products/${productId}/images/${image.id}`,
                  { method: 'PATCH', body: { alt: e.target.value } },
                  'Saved',
                )
              }
            />
            <Stack direction="row">
              <IconButton
                aria-label={`Move picture ${index + 1} earlier`}
                disabled={busy || index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={`Move picture ${index + 1} later`}
                disabled={busy || index === images.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton
                aria-label={`Delete picture ${index + 1}`}
                disabled={busy}
                onClick={() =>
                  call(`/products/${productId}/images/${image.id}`, { method: 'DELETE' }, 'Picture deleted')
                }
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          </Stack>
        ))}
      </Stack>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        onSubmit={upload}
        aria-label="Add a picture"
        sx={{ alignItems: { sm: 'center' } }}
      >
        <FilePickerButton
          key={inputKey}
          name="file"
          label={file ? `Picture: ${file.name}` : 'Choose picture'}
          onFile={(chosen) => setFile(chosen ?? null)}
        />
        <TextField
          size="small"
          name="alt"
          label="Description of the new picture"
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
        />
        <Button type="submit" variant="contained" disabled={busy || !file}>
          Upload
        </Button>
      </Stack>
    </Stack>
  );
}
