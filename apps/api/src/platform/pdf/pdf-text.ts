// Text drawing for the standard PDF fonts: they encode WinAnsi only, so anything else is folded or replaced
// (an address with "ł" must not fail a label), and long values are cut to their box.
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { rgb } from 'pdf-lib';

export const BLACK = rgb(0, 0, 0);

// Letters that do not decompose to a base letter plus accents.
const FOLD: Record<string, string> = { Ł: 'L', ł: 'l', Ø: 'O', ø: 'o', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŀ: 'L', ŀ: 'l' };

const charsetCache = new WeakMap<PDFFont, Set<number>>();

export function printable(font: PDFFont, text: string): string {
  let set = charsetCache.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charsetCache.set(font, set);
  }
  const folded = text
    .replace(/[ŁłØøĐđĦħıŀĿ]/g, (ch) => FOLD[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ');
  return [...folded].map((ch) => (set.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

/** The text, cut with "..." so it fits maxWidth at size. */
export function fitText(font: PDFFont, text: string, size: number, maxWidth: number): string {
  const clean = printable(font, text);
  if (font.widthOfTextAtSize(clean, size) <= maxWidth) return clean;
  let cut = clean;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}...`, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}...`;
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: RGB;
}

/** Draws one line cut to maxWidth; returns the y of the next line below. */
export function drawLine(page: PDFPage, text: string, x: number, y: number, maxWidth: number, style: TextStyle, leading = 1.2): number {
  page.drawText(fitText(style.font, text, style.size, maxWidth), { x, y, size: style.size, font: style.font, color: style.color ?? BLACK });
  return y - style.size * leading;
}

/** Word-wraps text into at most maxLines lines of maxWidth (the last one cut); returns the y below. */
export function drawWrapped(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  style: TextStyle,
  maxLines = Number.POSITIVE_INFINITY,
): number {
  const words = printable(style.font, text).split(' ');
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (current && style.font.widthOfTextAtSize(next, style.size) > maxWidth) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  const shown = lines.slice(0, maxLines);
  if (lines.length > maxLines) shown[maxLines - 1] = `${shown[maxLines - 1]} ${lines.slice(maxLines).join(' ')}`;
  for (const line of shown) y = drawLine(page, line, x, y, maxWidth, style);
  return y;
}
