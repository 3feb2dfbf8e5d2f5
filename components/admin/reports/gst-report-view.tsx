'use client';
// /admin/reports/gst: a range of days (last month to start with), the report's three tables with their
// totals, and a CSV download of each, and GSTR-1 as the portal's offline tool imports it (JSON) for the month
// the range starts in. The range is read again whenever a date changes.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAdmin } from '@/lib/client/admin/admin-api';
import type { GstReport } from '@/lib/shared/back-office/gst-report-types';
import { ADMIN_GST_MESSAGES as M } from '@/lib/shared/messages/admin-gst';
import { periodOf, type GstReportSection } from '@/lib/shared/schemas/admin-gst-schema';
import { GstTables } from './gst-tables';

const DOWNLOADS: { section: GstReportSection; label: string }[] = [
  { section: 'documents', label: M.downloadDocuments },
  { section: 'hsn', label: M.downloadHsn },
  { section: 'b2c', label: M.downloadB2c },
];

export function GstReportView({ initial }: { initial: GstReport }) {
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const query = new URLSearchParams({ from, to });
  const ready = Boolean(from && to);
  const first = from === initial.from && to === initial.to;
  const { data, error, isLoading } = useAdmin<GstReport>(ready ? `/reports/gst?${query}` : null, {
    keepPreviousData: true,
    ...(first && { fallbackData: initial }),
  });
  const report = data ?? (first ? initial : null);
  const csvHref = (section: GstReportSection) => `/api/v1/admin/reports/gst?${query}&format=csv&section=${section}`;
  const period = from ? periodOf(from) : '';

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h5">
        {M.title}
      </Typography>
      <Typography color="text.secondary">{M.intro}</Typography>
      {report?.includes_test_documents ? <Alert severity="info">{M.sandbox}</Alert> : null}
      <Stack
        component="form"
        aria-label={M.rangeLabel}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        onSubmit={(e) => e.preventDefault()}
      >
        {[
          { label: M.from, value: from, set: setFrom },
          { label: M.to, value: to, set: setTo },
        ].map(({ label, value, set }) => (
          <TextField
            key={label}
            label={label}
            type="date"
            size="small"
            required
            value={value}
            onChange={(e) => set(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {DOWNLOADS.map(({ section, label }) => (
          <Button
            key={section}
            href={ready ? csvHref(section) : undefined}
            disabled={!ready || Boolean(error)}
            variant="outlined"
          >
            {label}
          </Button>
        ))}
        <Button
          href={ready ? `/api/v1/admin/reports/gstr1?period=${period}` : undefined}
          disabled={!ready || Boolean(error)}
          variant="contained"
        >
          {M.downloadGstr1}
        </Button>
      </Stack>
      {ready ? (
        <Typography variant="body2" color="text.secondary">
          {M.gstr1Month(`${period.slice(0, 2)}/${period.slice(2)}`)}
        </Typography>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert">
          {error.message}
        </Alert>
      ) : null}
      {report && !error ? <GstTables report={report} /> : isLoading ? <Typography>…</Typography> : null}
    </Stack>
  );
}
