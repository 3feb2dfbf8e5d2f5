// The coupon box: one code at a time. Once applied, the box gives way to a chip with the code and percent.
// The field and the chip replace each other, so the one that had focus hands it to the one that appears:
// otherwise a keyboard shopper's focus would fall back to the top of the page.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import CancelIcon from '@mui/icons-material/Cancel';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { applyCoupon, removeCoupon } from '@/lib/client/stores/cart-actions';
import { CART_PAGE_MESSAGES } from '@/lib/shared/messages/cart-page';
import { describeCouponTerms, type CouponTerms } from '@/lib/shared/money/coupons';

/** terms: the coupon's terms when known: the chip then says "₹500 off" or "20% off making charges". */
type Props = { couponCode: string | null; discount: number; terms?: CouponTerms | null; disabled: boolean };

export function CouponBox({ couponCode, discount, terms, disabled }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chipRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (couponCode ? chipRef.current : inputRef.current)?.focus();
  }, [couponCode]);

  if (couponCode) {
    const off = terms ? describeCouponTerms(terms) : `${discount}% off`;
    return (
      <Chip
        ref={chipRef}
        icon={<LocalOfferOutlinedIcon />}
        color="success"
        variant="outlined"
        label={`${couponCode} · ${off}`}
        aria-label={`Coupon ${couponCode}, ${off}. Press Delete to remove it.`}
        onDelete={
          disabled
            ? undefined
            : () => {
                if (busy) return;
                moveFocus.current = chipRef.current?.contains(document.activeElement) ?? false;
                void withBusy(removeCoupon);
              }
        }
        deleteIcon={<CancelIcon titleAccess="Remove coupon" data-testid="remove-coupon" />}
        data-testid="coupon-chip"
      />
    );
  }

  async function withBusy<T>(action: () => Promise<T>): Promise<T> {
    setBusy(true);
    try {
      return await action();
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    moveFocus.current = event.currentTarget.contains(document.activeElement);
    const result = await withBusy(() => applyCoupon(code));
    if (!result.ok) moveFocus.current = false;
    setError(result.ok ? null : result.message);
    if (result.ok) setCode('');
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={CART_PAGE_MESSAGES.couponLabel}
        value={code}
        // Read-only rather than disabled while the code is checked: a disabled field would drop the focus.
        disabled={disabled}
        inputRef={inputRef}
        onChange={(e) => {
          setCode(e.target.value.toUpperCase());
          setError(null);
        }}
        error={error !== null}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false, readOnly: busy } }}
        sx={{ flex: 1 }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={disabled}
        aria-disabled={busy || undefined}
        sx={{ height: 40 }}
      >
        {CART_PAGE_MESSAGES.applyCoupon}
      </Button>
    </Box>
  );
}
