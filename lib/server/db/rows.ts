import 'server-only';
/** Raw `execute` answers differ in type between drivers, but both PGlite and node-postgres carry `.rows`. */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}
