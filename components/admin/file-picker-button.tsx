'use client';
// A button that opens the file chooser: the input stays in the page (forms and tests can reach it by name)
// but out of sight and out of the tab order; the button is what keyboard and screen-reader users meet.
import { useRef } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

export const PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

type Props = {
  label: string;
  name: string;
  onFile: (file: File | undefined) => void;
  variant?: ButtonProps['variant'];
  /** What the chooser offers: pictures unless told. */
  accept?: string;
};

export function FilePickerButton({ label, name, onFile, variant = 'outlined', accept = PICTURE_TYPES }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        name={name}
        accept={accept}
        tabIndex={-1}
        aria-hidden="true"
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', clipPath: 'inset(50%)' }}
        onChange={(e) => {
          onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </>
  );
}
