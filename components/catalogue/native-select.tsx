// A native <select> outlined like MUI's TextField, label on the border, optional helper text. Used where a
// menu-style MUI Select would bring its Menu, Popover and Modal (even TextField's native mode imports them):
// the list's sort and the product page's size and quantity. A phone shows its own picker for it anyway.
import type { ReactNode } from 'react';
import styles from './native-select.module.css';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Marks the field invalid; the helper text then says why. */
  error?: boolean;
  /** Reserved below the field when given (' ' keeps the room without text). */
  helperText?: string;
  size?: 'medium' | 'large';
  minWidth?: number;
};

export function NativeSelect({
  id,
  label,
  value,
  onChange,
  children,
  required,
  disabled,
  error,
  helperText,
  size = 'medium',
  minWidth,
}: Props) {
  const helperId = helperText?.trim() ? `${id}-helper` : undefined;
  const selectClass = [styles.select, size === 'large' ? styles.large : '', error ? styles.invalid : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.root} style={minWidth ? { minWidth } : undefined}>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
        <select
          id={id}
          className={selectClass}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={required}
          disabled={disabled}
          aria-invalid={error || undefined}
          aria-describedby={helperId}
        >
          {children}
        </select>
        <svg className={styles.arrow} width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <polygon points="7,10 12,15 17,10" fill="currentColor" />
        </svg>
      </div>
      {helperText !== undefined && (
        <p id={helperId} className={error ? `${styles.helper} ${styles.helperError}` : styles.helper}>
          {helperText}
        </p>
      )}
    </div>
  );
}
