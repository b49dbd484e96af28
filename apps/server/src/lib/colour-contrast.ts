// Whether two of a merchant's colours can carry text (WCAG 2 contrast), for pages the server renders
// in the store's colours: a pair that cannot be read, or reads below 4.5:1, gives way to ours.

const NAMED: Readonly<Record<string, string>> = { white: '#ffffff', black: '#000000' };

/** The red, green and blue (0-255) of #rgb, #rrggbb, rgb(r, g, b), white or black; null for anything else. */
export function rgbOf(colour: string): [number, number, number] | null {
  const value = NAMED[colour.trim().toLowerCase()] ?? colour.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  if (short)
    return [short[1], short[2], short[3]].map((digit) => Number.parseInt(`${digit}${digit}`, 16)) as [
      number,
      number,
      number,
    ];
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(value);
  if (long)
    return [long[1], long[2], long[3]].map((pair) => Number.parseInt(pair ?? '0', 16)) as [
      number,
      number,
      number,
    ];
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(value);
  if (rgb) {
    const channels = [rgb[1], rgb[2], rgb[3]].map(Number);
    return channels.every((channel) => channel <= 255) ? (channels as [number, number, number]) : null;
  }
  return null;
}

function luminance([r, g, b]: [number, number, number]): number {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** The WCAG contrast ratio of two colours (1 to 21), or null when either cannot be read. */
export function contrastRatio(a: string, b: string): number | null {
  const first = rgbOf(a);
  const second = rgbOf(b);
  if (!first || !second) return null;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
