'use client';
// The product feeds' addresses on the settings page, each with a copy button, for the owner to paste into
// Google Merchant Center and Meta Commerce Manager.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_FEED_MESSAGES as M } from '@/lib/shared/messages/admin-feeds';

type Feed = { label: string; url: string };

export function ProductFeeds({ googleUrl, metaUrl }: { googleUrl: string; metaUrl: string }) {
  const [status, setStatus] = useState('');
  const feeds: Feed[] = [
    { label: M.google, url: googleUrl },
    { label: M.meta, url: metaUrl },
  ];

  async function copy(feed: Feed) {
    try {
      await navigator.clipboard.writeText(feed.url);
      setStatus(M.copied);
    } catch {
      setStatus(M.copyFailed);
    }
  }

  return (
    <Stack component="section" spacing={2} aria-labelledby="product-feeds-heading">
      <Typography id="product-feeds-heading" component="h2" variant="h6">
        {M.heading}
      </Typography>
      <Typography variant="body2">{M.intro}</Typography>
      {feeds.map((feed) => (
        <Stack key={feed.url} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField label={feed.label} value={feed.url} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
          <Button variant="outlined" onClick={() => copy(feed)} aria-label={M.copy(feed.label)} sx={{ flexShrink: 0 }}>
            Copy
          </Button>
        </Stack>
      ))}
      <Typography variant="body2" role="status" aria-live="polite">
        {status}
      </Typography>
    </Stack>
  );
}
