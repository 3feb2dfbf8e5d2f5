'use client';
// The stones of a piece as the owner types them: one group of fields per kind of stone (type, count, carats,
// the four Cs that apply, a price per carat for pieces priced by the carat, and a lab certificate), with Add
// and Remove. The form keeps them as the API's JSON (product-form.ts), so a value typed wrong (a count of
// "two") goes to the server as it is and comes back refused by name. Text that is not a list of stones (an
// older free-text entry) is kept in a plain text field rather than lost.
import { useState } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CERTIFICATE_LABS, STONE_LIMITS } from '@/lib/shared/catalogue/stones';
import { STONE_EDITOR_MESSAGES as M } from '@/lib/shared/messages/stone-editor-messages';

const TEXT_KEYS = ['type', 'count', 'carat_weight', 'clarity', 'colour', 'cut', 'shape', 'price_per_carat'] as const;
type TextKey = (typeof TEXT_KEYS)[number];
export type StoneRow = Record<TextKey, string> & { lab: string; number: string };

const NUMBER_KEYS = new Set<TextKey>(['count', 'carat_weight', 'price_per_carat']);
const EMPTY: StoneRow = {
  type: '',
  count: '',
  carat_weight: '',
  clarity: '',
  colour: '',
  cut: '',
  shape: '',
  price_per_carat: '',
  lab: '',
  number: '',
};

/** The stored JSON as rows of text; null when the text is not a list of stones. */
export function rowsOf(json: string): StoneRow[] | null {
  if (json.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.some((s) => typeof s !== 'object' || s === null)) return null;
  return parsed.map((stone: Record<string, unknown>) => {
    const certificate = (stone.certificate ?? {}) as Record<string, unknown>;
    const row = { ...EMPTY };
    for (const key of TEXT_KEYS) row[key] = stone[key] === undefined || stone[key] === null ? '' : String(stone[key]);
    row.lab = typeof certificate.lab === 'string' ? certificate.lab : '';
    row.number = typeof certificate.number === 'string' ? certificate.number : '';
    return row;
  });
}

/** Rows as the API's JSON: numbers where they read as numbers, empty optional fields left out. */
export function jsonOf(rows: StoneRow[]): string {
  if (rows.length === 0) return '';
  const stones = rows.map((row) => {
    const stone: Record<string, unknown> = {};
    for (const key of TEXT_KEYS) {
      const text = row[key].trim();
      if (text === '' && key !== 'type' && key !== 'count' && key !== 'carat_weight') continue;
      stone[key] = NUMBER_KEYS.has(key) && text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
    }
    if (row.lab || row.number.trim()) stone.certificate = { lab: row.lab, number: row.number.trim() };
    return stone;
  });
  return JSON.stringify(stones, null, 1);
}

type Props = { value: string; onChange: (json: string) => void; error?: string };

export function StonesEditor({ value, onChange, error }: Props) {
  // The rows typed, and the JSON they were last sent as: a value that differs came from elsewhere (a product
  // read again after a conflict) and replaces the rows.
  const [state, setState] = useState(() => ({ rows: rowsOf(value), sent: value }));
  if (value !== state.sent) setState({ rows: rowsOf(value), sent: value });
  const rows = state.rows;
  const update = (next: StoneRow[]) => {
    const json = jsonOf(next);
    setState({ rows: next, sent: json });
    onChange(json);
  };

  if (rows === null) {
    return (
      <TextField
        name="stones"
        label={M.title}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        error={Boolean(error)}
        helperText={error ?? M.notAList}
      />
    );
  }

  const set = (index: number, key: keyof StoneRow, text: string) =>
    update(rows.map((row, i) => (i === index ? { ...row, [key]: text } : row)));
  const field = (index: number, key: TextKey, size: number, extra: Record<string, unknown> = {}) => (
    <Grid size={{ xs: 6, sm: size }}>
      <TextField
        name={`stones-${index}-${key}`}
        label={M.labels[key]}
        value={rows[index]![key]}
        onChange={(e) => set(index, key, e.target.value)}
        size="small"
        fullWidth
        {...extra}
      />
    </Grid>
  );
  const number = (step: string) => ({ type: 'number', slotProps: { htmlInput: { min: 0, step } } });

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {M.title}
      </Typography>
      {rows.length === 0 ? <Typography variant="body2">{M.none}</Typography> : null}
      {rows.map((row, index) => (
        <Stack
          key={index}
          component="fieldset"
          spacing={1}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0, minWidth: 0 }}
        >
          <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
            {M.stone(index + 1, row.type)}
          </Typography>
          <Grid container spacing={1.5}>
            {field(index, 'type', 3, {
              required: true,
              slotProps: { htmlInput: { maxLength: STONE_LIMITS.textLength } },
            })}
            {field(index, 'count', 2, { required: true, ...number('1') })}
            {field(index, 'carat_weight', 2, { required: true, ...number('0.001') })}
            {field(index, 'price_per_carat', 2, number('0.01'))}
            {field(index, 'clarity', 3)}
            {field(index, 'colour', 3)}
            {field(index, 'cut', 3)}
            {field(index, 'shape', 3)}
            <Grid size={{ xs: 6, sm: 3 }}>
              <TextField
                select
                name={`stones-${index}-lab`}
                label={M.labels.lab}
                value={row.lab}
                onChange={(e) => set(index, 'lab', e.target.value)}
                size="small"
                fullWidth
              >
                <MenuItem value="">{M.noCertificate}</MenuItem>
                {CERTIFICATE_LABS.map((lab) => (
                  <MenuItem key={lab} value={lab}>
                    {lab === 'other' ? M.otherLab : lab}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <TextField
                name={`stones-${index}-number`}
                label={M.labels.number}
                value={row.number}
                onChange={(e) => set(index, 'number', e.target.value)}
                size="small"
                fullWidth
                disabled={!row.lab && !row.number}
              />
            </Grid>
          </Grid>
          <Button
            size="small"
            color="error"
            onClick={() => update(rows.filter((_, i) => i !== index))}
            sx={{ alignSelf: 'flex-start' }}
          >
            {M.remove(index + 1)}
          </Button>
        </Stack>
      ))}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      <Button
        variant="outlined"
        size="small"
        onClick={() => update([...rows, { ...EMPTY, count: '1' }])}
        disabled={rows.length >= STONE_LIMITS.maxStones}
        sx={{ alignSelf: 'flex-start' }}
      >
        {M.add}
      </Button>
    </Stack>
  );
}
