'use client';
// A footer button that opens a dialog of server-sanitized HTML (legal pages, the About text). The Dialog's
// code loads on first open; until then this is one plain button (MUI's Button would hydrate a ButtonBase
// and its ripple for each of the footer's links on every page).
import { useState } from 'react';
import dynamic from 'next/dynamic';
import styles from './site-footer.module.css';

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
  /** 'link' for 'Show more' under the description; 'text' for the legal links. */
  look?: 'text' | 'link';
};

export function HtmlDialogButton({ label, look = 'text', ...dialog }: HtmlDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className={look === 'link' ? `${styles.textButton} ${styles.showMore}` : styles.textButton}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {loaded && <HtmlDialog {...dialog} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
