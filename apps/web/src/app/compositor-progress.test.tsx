// The loading bar moves by transforms (compositor-only), never by left/right (a layout at every frame).
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { LinearProgress, ThemeProvider } from '@mui/material';
import { createAppTheme } from './theme.ts';

/** The CSS emotion wrote into the document. */
const documentCss = () => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

/** The declarations of the rules of an element's classes, in the order of the document's CSS. */
function declarationsOf(element: Element): string {
  const css = documentCss();
  return [...element.classList]
    .flatMap((name) => [...css.matchAll(new RegExp(`\\.${name}\\{([^}]*)\\}`, 'g'))].map((m) => m[1]!))
    .join(';');
}

/** The keyframes an element's last `animation` declaration names, and their body. */
function animationOf(element: Element): string {
  const animation = [...declarationsOf(element).matchAll(/animation:([^;]+)/g)].at(-1)?.[1] ?? '';
  const name = animation.trim().split(/\s+/)[0]!;
  const body = documentCss().match(new RegExp(`@keyframes ${name}\\{((?:[^{}]*\\{[^}]*\\})*)`))?.[1];
  if (!body) throw new Error(`no keyframes ${name} for ${animation}`);
  return body;
}

describe('the indeterminate loading bar', () => {
  it.each(['light', 'dark'] as const)('in %s moves its two bars by transforms with MUI’s keyframes, not by left and right', (mode) => {
    const { container } = render(
      <ThemeProvider theme={createAppTheme(mode)}>
        <LinearProgress aria-label="Loading" />
      </ThemeProvider>,
    );
    const [bar1, bar2] = [...container.querySelectorAll('.MuiLinearProgress-bar')];
    const first = animationOf(bar1!);
    const second = animationOf(bar2!);
    expect(first).not.toMatch(/left|right/);
    expect(second).not.toMatch(/left|right/);
    // left -35% right 100%, then left 100% right -90%
    expect(first).toContain('translateX(-35%) scaleX(0.35)');
    expect(first).toContain('translateX(100%) scaleX(0.9)');
    // left -200% right 100%, then left 107% right -8%
    expect(second).toContain('translateX(-200%) scaleX(2)');
    expect(second).toContain('translateX(107%) scaleX(0.01)');
  });

  it('leaves a determinate bar as MUI draws it', () => {
    const { container } = render(
      <ThemeProvider theme={createAppTheme('light')}>
        <LinearProgress aria-label="Uploading" variant="determinate" value={40} />
      </ThemeProvider>,
    );
    const bar1 = container.querySelector('.MuiLinearProgress-bar1')!;
    expect(declarationsOf(bar1)).not.toMatch(/animation:/);
    expect((bar1 as HTMLElement).style.transform).toBe('translateX(-60%)');
  });
});
