import Chip from '@mui/material/Chip';
import type { OrderStatus } from '@/lib/shared/constants';
import { STATUS_COLORS, STATUS_LABELS } from './order-format';

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return <Chip size="small" label={STATUS_LABELS[status]} color={STATUS_COLORS[status]} data-status={status} />;
}
