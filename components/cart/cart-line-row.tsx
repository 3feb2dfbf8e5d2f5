// One cart line: picture, name (to the product), size, unit price, quantity and remove.
import Link from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { lineLimit } from '@/lib/shared/cart-rules';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@/lib/shared/money';
import { ENGRAVING_MESSAGES } from '@/lib/shared/messages/engraving-messages';
import type { CartLine } from '@/lib/shared/schemas/client-state-schema';
import { ProductThumb } from './product-thumb';
import { QuantityStepper } from './quantity-stepper';

type Props = { line: CartLine; disabled: boolean; onQuantity: (quantity: number) => void; onRemove: () => void };

export function CartLineRow({ line, disabled, onQuantity, onRemove }: Props) {
  return (
    <Box
      component="li"
      data-testid="cart-line"
      sx={{
        display: 'grid',
        gridTemplateColumns: '88px 1fr',
        gap: 2,
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
        listStyle: 'none',
      }}
    >
      <ProductThumb src={line.image} alt={line.name} size={88} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'space-between', minWidth: 0 }}>
        <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
          <Typography
            component={Link}
            href={`/products/${line.productId}`}
            sx={{
              fontWeight: 600,
              color: 'text.primary',
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
            }}
          >
            {line.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {line.category}
            {line.size ? ` · Size ${line.size}` : ''}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {formatRupees(line.price)} each
          </Typography>
          {line.engraving && (
            <Typography variant="body2">
              {ENGRAVING_MESSAGES.line(line.engraving.text)} (+{formatRupees(line.engraving.price)} each)
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <QuantityStepper
            name={line.name}
            quantity={line.quantity}
            max={Math.max(line.quantity, lineLimit(line.stock))}
            disabled={disabled}
            onChange={onQuantity}
          />
          <Typography sx={{ fontWeight: 600, minWidth: 90, textAlign: 'right' }}>
            {formatRupees(paiseToRupees(rupeesToPaise(line.price) * line.quantity))}
          </Typography>
          <Button
            size="small"
            color="inherit"
            startIcon={<DeleteOutlineIcon />}
            disabled={disabled}
            onClick={onRemove}
            aria-label={`Remove ${line.name} from cart`}
          >
            Remove
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
