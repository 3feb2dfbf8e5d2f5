// The settings form's legal pages: up to ten, each a title and its text in the rich-text editor.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteIcon from '@mui/icons-material/Delete';
import { slugify } from '@/lib/shared/slug';
import { RichTextEditor } from './rich-text-editor';
import { SectionHeading } from './section-heading';
import { settingsField, type FieldArgs, type SectionProps } from './settings-field';

export function LegalPagesFields({ form, set, err }: SectionProps) {
  const field = (...args: FieldArgs) => settingsField(err, ...args);
  const [newPage, setNewPage] = useState('');
  type Page = (typeof form.legal_links)[number];
  const update = (i: number, patch: Partial<Page>) =>
    set('legal_links', form.legal_links.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <>
      <SectionHeading title="Legal pages" />
      {err('legal_links') ? <Alert severity="error">{err('legal_links')}</Alert> : null}
      {form.legal_links.map((page, i) => (
        <Stack key={page.slug} spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {field(`Title of ${page.slug}`, page.label, (v) => update(i, { label: v }), `legal_links.${i}.label`)}
            <IconButton
              aria-label={`Remove the page ${page.label}`}
              onClick={() => set('legal_links', form.legal_links.filter((_, j) => j !== i))}
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
      {form.legal_links.length < 10 ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            size="small"
            label="Title of a new legal page"
            value={newPage}
            onChange={(e) => setNewPage(e.target.value)}
          />
          <Button
            disabled={!slugify(newPage) || form.legal_links.some((l) => l.slug === slugify(newPage))}
            onClick={() => {
              set('legal_links', [...form.legal_links, { slug: slugify(newPage), label: newPage.trim(), content: '' }]);
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
