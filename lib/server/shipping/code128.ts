// Code 128 (ISO/IEC 15417), small: code set C for an even run of digits (an AWB of 14 digits is 7 symbols),
// code set B for any other printable ASCII. Answers the bar and space widths in modules, bar first, quiet
// zones not included, for the label to draw.
import 'server-only';

/** Symbol values 0..105, each six widths (bar, space, ...) of 11 modules; 106 is the stop, 13 modules. */
// prettier-ignore
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

export const START_B = 104;
export const START_C = 105;
export const STOP = 106;

/** The symbol values: start, data, checksum (start + sum of position x value, mod 103), stop. */
export function code128Values(text: string): number[] {
  if (text.length === 0) throw new Error('Code 128 needs at least one character');
  const setC = /^(\d\d)+$/.test(text);
  const data: number[] = [];
  if (setC) {
    for (let i = 0; i < text.length; i += 2) data.push(Number(text.slice(i, i + 2)));
  } else {
    for (const char of text) {
      const code = char.charCodeAt(0);
      if (code < 32 || code > 126) throw new Error(`Code 128 B cannot hold ${JSON.stringify(char)}`);
      data.push(code - 32);
    }
  }
  const start = setC ? START_C : START_B;
  const checksum = data.reduce((sum, value, index) => sum + value * (index + 1), start) % 103;
  return [start, ...data, checksum, STOP];
}

/** Bar and space widths in modules, bar first. */
export function code128Widths(text: string): number[] {
  return code128Values(text).flatMap((value) => [...CODE128_PATTERNS[value]].map(Number));
}
