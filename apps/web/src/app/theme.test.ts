import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { createAppTheme } from './theme.ts';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const rem = (size: unknown) => Number.parseFloat(String(size));

describe('the type scale', () => {
  it.each(['light', 'dark'] as const)('runs one way in %s: each heading no larger and no bolder than the one above', (mode) => {
    const { typography } = createAppTheme(mode);
    for (const [upper, lower] of HEADINGS.slice(0, -1).map((h, i) => [h, HEADINGS[i + 1]!] as const)) {
      expect(rem(typography[lower].fontSize), `${lower} larger than ${upper}`).toBeLessThan(rem(typography[upper].fontSize));
      expect(Number(typography[lower].fontWeight), `${lower} bolder than ${upper}`).toBeLessThanOrEqual(
        Number(typography[upper].fontWeight),
      );
    }
    expect(rem(typography.h6.fontSize)).toBeGreaterThan(rem(typography.body1.fontSize));
  });
});

describe('the palettes read at WCAG AA', () => {
  const COLORS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
  it.each(['light', 'dark'] as const)('in %s: each colour as text on the page and the paper, and its chip/button text on it', (mode) => {
    const { palette } = createAppTheme(mode);
    const failures: string[] = [];
    const check = (what: string, fg: string, bg: string) => {
      const ratio = getContrastRatio(fg, bg);
      if (ratio < 4.5) failures.push(`${what}: ${fg} on ${bg} ${ratio.toFixed(2)}:1`);
    };
    for (const color of COLORS) {
      check(`${color} text on paper`, palette[color].main, palette.background.paper);
      check(`${color} text on the page`, palette[color].main, palette.background.default);
      check(`text on a ${color} chip or button`, palette[color].contrastText, palette[color].main);
    }
    expect(failures).toEqual([]);
  });
});
