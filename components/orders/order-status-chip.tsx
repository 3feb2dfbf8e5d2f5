import Chip from '@mui/material/Chip';
import type { OrderStatus } from '@/lib/shared/constants';
import { STATUS_COLORS, STATUS_LABELS } from './order-format';

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { bg, fg } = STATUS_COLORS[status];
  return (
    <Chip
      size="small"
      label={STATUS_LABELS[status]}
      data-status={status}
      sx={{ bgcolor: bg, color: fg, fontWeight: 600 }}
    />
  );
}
