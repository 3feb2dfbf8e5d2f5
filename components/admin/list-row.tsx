// A back-office list row whose end (a status, an amount, a count, a button) takes the room it needs beside the
// text. MUI's `secondaryAction` lays the end over the row and keeps only 48 px of the text clear (an icon
// button's width), so a status chip, a rupee amount or a button overran the text beside it.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';

export function ListRow({ end, children }: { end: ReactNode; children: ReactNode }) {
  return (
    <ListItem disableGutters sx={{ gap: 2, '& > .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere' } }}>
      {children}
      <Box sx={{ flexShrink: 0 }}>{end}</Box>
    </ListItem>
  );
}
