// Indian ring and bangle sizes, as Indian jewellers measure them: a ring size by its inner
// diameter (circumference = π × diameter), a bangle size '2.6' as 2 and 6/16 inches across the inside.
export type SizeGuideKind = 'ring' | 'bangle';
export type SizeRow = { size: string; diameterMm: number; circumferenceMm: number | null };

/** Inner diameter in millimetres of Indian ring sizes 1 to 30. */
const RING_DIAMETERS_MM: Record<number, number> = {
  1: 13.0,
  2: 13.3,
  3: 13.7,
  4: 14.0,
  5: 14.3,
  6: 14.6,
  7: 15.0,
  8: 15.3,
  9: 15.6,
  10: 16.0,
  11: 16.2,
  12: 16.5,
  13: 16.9,
  14: 17.2,
  15: 17.5,
  16: 17.8,
  17: 18.1,
  18: 18.5,
  19: 18.8,
  20: 19.1,
  21: 19.4,
  22: 19.7,
  23: 20.0,
  24: 20.4,
  25: 20.7,
  26: 21.0,
  27: 21.3,
  28: 21.6,
  29: 22.0,
  30: 22.3,
};

const BANGLE = /^2\.(\d{1,2})$/;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Which guide a piece's sizes call for: rings are numbered 1-30, bangles are written 2.2 to 2.12. */
export function sizeGuideKind(sizes: readonly string[]): SizeGuideKind | null {
  if (sizes.length === 0) return null;
  if (sizes.every((s) => BANGLE.test(s) && Number(BANGLE.exec(s)![1]) <= 15)) return 'bangle';
  if (sizes.every((s) => /^\d{1,2}$/.test(s) && RING_DIAMETERS_MM[Number(s)] !== undefined)) return 'ring';
  return null;
}

export function ringRow(size: string): SizeRow {
  const d = RING_DIAMETERS_MM[Number(size)]!;
  return { size, diameterMm: d, circumferenceMm: round1(Math.PI * d) };
}

export function bangleRow(size: string): SizeRow {
  const sixteenths = Number(BANGLE.exec(size)![1]);
  const inches = 2 + sixteenths / 16;
  return { size, diameterMm: round1(inches * 25.4), circumferenceMm: round1(Math.PI * inches * 25.4) };
}

/** The offered sizes, smallest first, with their measurements. */
export function sizeRows(kind: SizeGuideKind, sizes: readonly string[]): SizeRow[] {
  const rows = sizes.map(kind === 'ring' ? ringRow : bangleRow);
  return rows.sort((a, b) => a.diameterMm - b.diameterMm);
}
