'use client';
// A footer button that opens a dialog of server-sanitized HTML: the About text, given inline, or a legal page
// (one of the four policies is a link to its own page, which a plain click opens as the dialog instead),
// loaded from the API when the shopper reaches for it (legal-page-loader.ts). The Dialog's code loads on
// first open; until then this is one plain button (MUI's Button would hydrate a ButtonBase and its ripple
// for each of the footer's links on every page).
import { useState } from 'react';
import { lazyIsland } from '@/components/common/lazy-island';
import { loadLegalPage } from './legal-page-loader';
import styles from './site-footer.module.css';

const HtmlDialog = lazyIsland(() => import('./html-dialog').then((m) => m.HtmlDialog));

export type HtmlDialogButtonProps = {
  /** Text of the button that opens the dialog. */
  label: string;
  title: string;
  /** A line under the title, e.g. 'Last updated: 15 October 2026'. */
  subtitle?: string;
  /** The dialog's HTML, or the API path of the legal page that holds it; either is sanitized on the server (lib/server/content). */
  content: { html: string } | { path: string };
  maxWidth: number;
  /** 'link' for 'Show more' under the description; 'text' for the legal links. */
  look?: 'text' | 'link';
  /**
   * The page that holds the same text (/policies/returns): then this is a link to it, which a crawler, a
   * shopper without scripts or one opening it in a new tab follows, and a plain click opens the dialog.
   */
  href?: string;
};

export function HtmlDialogButton({ label, look = 'text', href, ...dialog }: HtmlDialogButtonProps) {
  const [open, setOpen] = useState(false);
  // Counts the opens: each open is a fresh dialog, so a failed load is tried again.
  const [opens, setOpens] = useState(0);
  const preload = () => {
    if ('path' in dialog.content) loadLegalPage(dialog.content.path).catch(() => undefined);
  };
  const openDialog = () => {
    setOpens((n) => n + 1);
    setOpen(true);
  };
  const className = look === 'link' ? `${styles.textButton} ${styles.showMore}` : styles.textButton;
  const dialogElement = opens > 0 && <HtmlDialog key={opens} {...dialog} open={open} onClose={() => setOpen(false)} />;
  if (href !== undefined) {
    return (
      <>
        <a
          href={href}
          className={className}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={(event) => {
            // A click meant for a new tab or window goes to the page.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            openDialog();
          }}
        >
          {label}
        </a>
        {dialogElement}
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={openDialog}
      >
        {label}
      </button>
      {dialogElement}
    </>
  );
}
