// The customer's page, for the owner: who in the back office looked at this customer's personal data, and
// when (the last 50 views, kept a year).
import Link from 'next/link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DATA_VIEW_MESSAGES as M } from '@/lib/shared/messages/data-view-messages';
import type { CustomerDataView } from '@/lib/shared/back-office/data-view-types';

export function DataViewLog({ views }: { views: CustomerDataView[] }) {
  return (
    <section aria-labelledby="data-views-title">
      <Typography id="data-views-title" component="h2" variant="h6">
        {M.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {M.intro}
      </Typography>
      <Table size="small" aria-labelledby="data-views-title">
        <TableHead>
          <TableRow>
            <TableCell>{M.when}</TableCell>
            <TableCell>{M.who}</TableCell>
            <TableCell>{M.what}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {views.map((v, i) => (
            <TableRow key={`${v.created_at}-${i}`}>
              <TableCell>
                {new Date(v.created_at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{v.staff_email ?? M.removedStaff}</TableCell>
              <TableCell>
                {v.view === 'order' && v.order_id !== null ? (
                  <Link href={`/admin/orders/${v.order_id}`}>{M.order(v.order_id)}</Link>
                ) : (
                  M.customerPage
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
