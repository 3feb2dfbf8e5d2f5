// The spec's darker primary shade: subtract 30 from each RGB channel (never below 0).

function parseHex(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

export function darkenChannels(hex: string, amount = 30): string {
  const rgb = parseHex(hex);
  if (!rgb) return hex;
  return `#${rgb
    .map((c) =>
      Math.max(0, c - amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
