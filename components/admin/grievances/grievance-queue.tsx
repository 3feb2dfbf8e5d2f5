'use client';
// The back office's grievances: open ones first, oldest first, each with its clock; a status filter.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useAdmin } from '@/lib/client/admin/admin-api';
import { GRIEVANCE_MESSAGES as M } from '@/lib/shared/messages/grievance-messages';
import {
  GRIEVANCE_STATUSES,
  type AdminGrievancePage,
  type GrievanceStatus,
} from '@/lib/shared/schemas/grievance-schema';
import { GrievanceCard } from './grievance-card';

type Page = AdminGrievancePage;

export function GrievanceQueue({ initial }: { initial: Page }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<GrievanceStatus | ''>('');
  const first = page === 1 && status === '';
  const { data } = useAdmin<Page>(
    `/grievances?page=${page}${status ? `&status=${status}` : ''}`,
    first ? { fallbackData: initial } : undefined,
  );
  const shown = data ?? initial;
  const pages = shown.pagination.total_pages;
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {M.adminTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {M.adminIntro}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        onChange={(_e, value: GrievanceStatus | '' | null) => {
          if (value === null) return;
          setStatus(value);
          setPage(1);
        }}
        aria-label={M.adminTitle}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="">{M.allStatuses}</ToggleButton>
        {GRIEVANCE_STATUSES.map((s) => (
          <ToggleButton key={s} value={s}>
            {M.statusLabel[s]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {shown.grievances.length === 0 && <Typography>{M.adminEmpty}</Typography>}
      {shown.grievances.map((g) => (
        <GrievanceCard key={g.id} grievance={g} />
      ))}
      {pages > 1 && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {M.previousPage}
          </Button>
          <Typography>
            {page} / {pages}
          </Typography>
          <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {M.nextPage}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
