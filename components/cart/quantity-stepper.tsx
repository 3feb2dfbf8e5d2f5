// Minus and plus around the quantity. Minus stops at 1 (removing is its own button); plus stops at the most
// the line may hold.
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';

type Props = { name: string; quantity: number; max: number; disabled: boolean; onChange: (quantity: number) => void };

export function QuantityStepper({ name, quantity, max, disabled, onChange }: Props) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} role="group" aria-label={`Quantity of ${name}`}>
      <IconButton
        size="small"
        aria-label={`Decrease quantity of ${name}`}
        disabled={disabled || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography
        component="span"
        sx={{ minWidth: 28, textAlign: 'center', fontWeight: 600 }}
        data-testid="line-quantity"
      >
        {quantity}
      </Typography>
      <IconButton
        size="small"
        aria-label={`Increase quantity of ${name}`}
        disabled={disabled || quantity >= max}
        onClick={() => onChange(quantity + 1)}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
