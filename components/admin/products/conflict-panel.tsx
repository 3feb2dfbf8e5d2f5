'use client';
// The edit conflict's comparison: each field that differs, yours beside theirs, with a choice per
// field; "Use these choices" puts their version with the fields chosen as yours into the form, "Load their
// version" drops yours. Either way the form is then on their version's updated_at, and Save sends it.
import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ConflictField, Side } from './conflict-fields';

type Props = { fields: ConflictField[]; onUse: (fields: ConflictField[]) => void; onLoadTheirs: () => void };

const cell = { whiteSpace: 'pre-wrap', wordBreak: 'break-word', verticalAlign: 'top' } as const;

export function ConflictPanel({ fields: initial, onUse, onLoadTheirs }: Props) {
  const [fields, setFields] = useState(initial);
  const choose = (key: ConflictField['key'], choice: Side) =>
    setFields((all) => all.map((f) => (f.key === key ? { ...f, choice } : f)));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="conflict-title" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id="conflict-title" component="h2" variant="h6">
          {fields.length ? 'What differs: choose for each field' : 'Their version has the same values as yours'}
        </Typography>
        {fields.length ? (
          <TableContainer tabIndex={0} role="region" aria-label="Your changes and theirs">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Field</TableCell>
                  <TableCell>Yours</TableCell>
                  <TableCell>Theirs</TableCell>
                  <TableCell>Keep</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {fields.map((f) => (
                  <TableRow key={f.key}>
                    <TableCell component="th" scope="row" sx={cell}>
                      {f.label}
                    </TableCell>
                    <TableCell sx={cell}>{f.mine}</TableCell>
                    <TableCell sx={cell}>{f.theirs}</TableCell>
                    <TableCell sx={cell}>
                      <RadioGroup
                        row
                        aria-label={`Keep for ${f.label}`}
                        value={f.choice}
                        onChange={(e) => choose(f.key, e.target.value as Side)}
                      >
                        <FormControlLabel value="mine" control={<Radio size="small" />} label="Yours" />
                        <FormControlLabel value="theirs" control={<Radio size="small" />} label="Theirs" />
                      </RadioGroup>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" onClick={() => onUse(fields)}>
            Use these choices
          </Button>
          <Button onClick={onLoadTheirs}>Load their version</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
