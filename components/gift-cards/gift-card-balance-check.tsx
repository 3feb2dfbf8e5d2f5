'use client';
// Anyone holding a code can read its balance and last day (misses are limited per client by the server).
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { GIFT_CARD_MESSAGES as M } from '@/lib/shared/messages/gift-cards';
import type { GiftCardBalance } from '@/lib/shared/schemas/gift-card-schema';

const STATUS = { active: M.statusActive, expired: M.statusExpired, closed: M.statusClosed } as const;

export function GiftCardBalanceCheck() {
  const [code, setCode] = useState('');
  const [found, setFound] = useState<GiftCardBalance | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return;
    setBusy(true);
    setFound(null);
    setError(null);
    try {
      const answer = await apiFetch<{ gift_card: GiftCardBalance }>(`/gift_cards/${encodeURIComponent(code.trim())}`, {
        fallbackError: M.notFound,
      });
      setFound(answer.gift_card);
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : M.notFound);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={M.checkHeading}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={M.codeLabel}
            name="code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 40, spellCheck: false, autoCapitalize: 'characters' } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="outlined" disabled={busy} sx={{ minWidth: 160 }}>
            {M.checkButton}
          </Button>
        </Stack>
        {found && (
          <Alert
            severity={found.status === 'active' ? 'success' : 'warning'}
            role="status"
            data-testid="gift-card-balance"
          >
            {M.balanceLine(found.balance)} · {STATUS[found.status]}
            {found.expires_on ? ` · ${M.expiresOn(found.expires_on)}` : ''}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
