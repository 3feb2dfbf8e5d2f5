'use client';
// A footer button that opens a dialog of server-sanitized HTML (legal pages, the About text). The Dialog's
// code loads on first open; until then this is one button.
import { useState } from 'react';
import dynamic from 'next/dynamic';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

const HtmlDialog = dynamic(() => import('./html-dialog').then((m) => m.HtmlDialog), { ssr: false });

export type HtmlDialogButtonProps = {
  /** Text of the button that opens the dialog. */
  label: string;
  title: string;
  /** A line under the title, e.g. 'Last updated: 15 October 2026'. */
  subtitle?: string;
  /** Already sanitized on the server (lib/server/content). */
  html: string;
  maxWidth: number;
  buttonSx?: SxProps<Theme>;
};

export function HtmlDialogButton({ label, buttonSx, ...dialog }: HtmlDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        color="inherit"
        size="small"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        sx={buttonSx}
      >
        {label}
      </Button>
      {loaded && <HtmlDialog {...dialog} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
