'use client';
// Checkout's gift cards, store credit and savings plan: a code field to apply gift cards (each shown with what
// it pays, removable), "use my store credit (₹x)" when the buyer has some, and a choice of savings plan when
// one is ready to spend. What they pay shows in the summary; the server spends them when the order is placed.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StoredValueState } from '@/lib/client/checkout/use-stored-value';
import { CHECKOUT_STORED_VALUE_MESSAGES as M } from '@/lib/shared/messages/checkout-stored-value';
import { MAX_GIFT_CARDS_PER_ORDER } from '@/lib/shared/schemas/checkout-stored-value-schema';
import { formatRupees } from '@/lib/shared/money';

type Props = { state: StoredValueState; disabled: boolean };

export function StoredValuePicker({ state, disabled }: Props) {
  const [code, setCode] = useState('');
  const { choice, preview, error, checking } = state;
  const busy = disabled || checking;
  const apply = async () => {
    if (await state.applyCode(code)) setCode('');
  };
  return (
    <Box component="section" aria-labelledby="stored-value-title" data-testid="checkout-stored-value">
      <Typography id="stored-value-title" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {M.giftCardsTitle}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id="checkout-gift-card"
          label={M.giftCardField}
          size="small"
          fullWidth
          value={code}
          disabled={busy || choice.gift_card_codes.length >= MAX_GIFT_CARDS_PER_ORDER}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void apply();
            }
          }}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        />
        <Button variant="outlined" onClick={() => void apply()} disabled={busy || !code.trim()}>
          {M.applyGiftCard}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {error}
        </Alert>
      ) : null}
      {choice.gift_card_codes.length > 0 ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
          {choice.gift_card_codes.map((c) => (
            <Chip
              key={c}
              label={c}
              onDelete={busy ? undefined : () => state.removeCode(c)}
              // Focusable with a delete action: Backspace or Delete removes it, as the label says.
              aria-label={M.removeGiftCard(c)}
            />
          ))}
        </Stack>
      ) : null}
      {preview && preview.store_credit > 0 ? (
        <FormControlLabel
          sx={{ mt: 1, display: 'flex' }}
          control={
            <Switch
              checked={choice.use_store_credit}
              disabled={busy}
              onChange={(e) => state.setUseCredit(e.target.checked)}
            />
          }
          label={M.storeCreditToggle(formatRupees(preview.store_credit))}
        />
      ) : null}
      {preview && preview.savings.length > 0 ? (
        <TextField
          select
          id="checkout-savings"
          label={M.savingsChoice}
          size="small"
          fullWidth
          sx={{ mt: 1.5 }}
          value={choice.savings_enrolment_id ?? ''}
          disabled={busy}
          onChange={(e) => state.setSavings(e.target.value === '' ? null : Number(e.target.value))}
        >
          <MenuItem value="">{M.savingsNone}</MenuItem>
          {preview.savings.map((plan) => (
            <MenuItem key={plan.enrolment_id} value={plan.enrolment_id}>
              {M.savingsOption(plan.enrolment_id, formatRupees(plan.amount))}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </Box>
  );
}
