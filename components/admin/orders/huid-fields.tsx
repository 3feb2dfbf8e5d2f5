'use client';
// The HUID of each BIS-hallmarked piece being shipped, one field a piece, each labelled with the piece and its
// size (two sizes of one ring are told apart). Both ways of shipping ask for them: a courier booked here and a
// shipment booked elsewhere, since either issues the tax invoice that prints them.
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_ORDER_MESSAGES as M } from '@/lib/shared/messages/admin-orders';

export type HallmarkedLine = { id: number; name: string; size: string | null; quantity: number };
export type LineHuids = { order_item_id: number; huids: string[] };

const pieces = (line: HallmarkedLine) => Array.from({ length: line.quantity }, (_, i) => `${line.id}-${i}`);

/** The fields, and the HUIDs typed so far by line; a line left empty sends none (the server names it if needed). */
export function useHuidFields(
  lines: HallmarkedLine[],
  errors: Record<string, string[]>,
  prefix = 'huid',
  /** HUIDs already recorded, by line: the fields start from them (a correction changes only the wrong one). */
  recorded: Record<number, string[]> = {},
) {
  const [huids, setHuids] = useState<Record<string, string>>(() =>
    Object.fromEntries(lines.flatMap((line) => pieces(line).map((key, i) => [key, recorded[line.id]?.[i] ?? '']))),
  );
  const given = (): LineHuids[] =>
    lines
      .map((line) => ({
        order_item_id: line.id,
        huids: pieces(line)
          .map((key) => (huids[key] ?? '').trim())
          .filter(Boolean),
      }))
      .filter((entry) => entry.huids.length > 0);
  const fields = (
    <>
      {lines.flatMap((line) =>
        pieces(line).map((key, i) => (
          <TextField
            key={key}
            name={`${prefix}-${key}`}
            label={M.huidLabel(M.huidLine(line.name, line.size), i + 1, line.quantity)}
            size="small"
            value={huids[key] ?? ''}
            onChange={(e) => setHuids((h) => ({ ...h, [key]: e.target.value.toUpperCase() }))}
            helperText={M.huidHelp}
            slotProps={{ htmlInput: { autoCapitalize: 'characters', maxLength: 6 } }}
          />
        )),
      )}
      {errors.huids ? (
        <Typography color="error" variant="body2" role="alert">
          {errors.huids[0]}
        </Typography>
      ) : null}
    </>
  );
  return { fields, given };
}
