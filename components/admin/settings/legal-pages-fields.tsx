'use client';
// The legal pages' editor: a title and rich text per page, add and remove. Used by the owner's settings
// form and by the legal-pages form of a helper with the 'content' permission.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { slugify } from '@/lib/shared/slug';
import type { AdminSettings } from '@/lib/shared/back-office/admin-types';
import { RichTextEditor } from './rich-text-editor';

type LegalLink = AdminSettings['legal_links'][number];
type Props = { links: LegalLink[]; onChange: (links: LegalLink[]) => void; err: (key: string) => string | undefined };

export function LegalPagesFields({ links, onChange, err }: Props) {
  const [newPage, setNewPage] = useState('');
  const titleError = (i: number) => err(`legal_links.${i}.label`);
  const update = (i: number, change: Partial<LegalLink>) =>
    onChange(links.map((l, j) => (j === i ? { ...l, ...change } : l)));
  return (
    <>
      <Typography component="h2" variant="h6">
        Legal pages
      </Typography>
      {err('legal_links') ? <Alert severity="error">{err('legal_links')}</Alert> : null}
      {links.map((page, i) => (
        <Stack key={page.slug} spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              fullWidth
              size="small"
              label={`Title of ${page.slug}`}
              value={page.label}
              onChange={(e) => update(i, { label: e.target.value })}
              error={Boolean(titleError(i))}
              helperText={titleError(i)}
            />
            <IconButton
              aria-label={`Remove the page ${page.label}`}
              onClick={() => onChange(links.filter((_, j) => j !== i))}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
          <RichTextEditor
            id={`legal-${page.slug}`}
            label={page.label}
            value={page.content}
            onChange={(html) => update(i, { content: html })}
          />
        </Stack>
      ))}
      {links.length < 10 ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            size="small"
            label="Title of a new legal page"
            value={newPage}
            onChange={(e) => setNewPage(e.target.value)}
          />
          <Button
            disabled={!slugify(newPage) || links.some((l) => l.slug === slugify(newPage))}
            onClick={() => {
              onChange([...links, { slug: slugify(newPage), label: newPage.trim(), content: '' }]);
              setNewPage('');
            }}
          >
            Add the page
          </Button>
        </Stack>
      ) : null}
    </>
  );
}
