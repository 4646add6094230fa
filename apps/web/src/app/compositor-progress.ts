// The indeterminate progress bar (MUI's LinearProgress) drawn by the compositor. MUI moves its two bars by animating
// `left` and `right`: a style recalculation, a layout and a paint on the main thread at every frame for as long as a
// bar shows, which on a cold load is most of it (the first page view's PageProgress, the shell's wait for the profile,
// the grid's frame until AG Grid arrives) and competes with the page's own script. The same motion as transforms of a
// full-width bar (translateX for `left`, scaleX for the width `left` and `right` leave): both are linear in the same
// keyframes, so the bars move as MUI's do, and a transform animation runs off the main thread
// (docs/decisions/delivery.md, "Cold load of /orders and /login").
import { keyframes } from '@emotion/react';
import type { Components, Theme } from '@mui/material';

/** A bar at `left` L% with `right` R% of the track: translateX(L%) scaleX((100 - L - R) / 100), its origin on the left. */
const place = (left: number, right: number) => `translateX(${left}%) scaleX(${(100 - left - right) / 100})`;

// MUI's indeterminate keyframes (LinearProgress.js), in transforms
const bar1 = keyframes`
  0% { transform: ${place(-35, 100)}; }
  60% { transform: ${place(100, -90)}; }
  100% { transform: ${place(100, -90)}; }
`;
const bar2 = keyframes`
  0% { transform: ${place(-200, 100)}; }
  60% { transform: ${place(107, -8)}; }
  100% { transform: ${place(107, -8)}; }
`;

/** The bar spans the track; the transform places and sizes it. */
const FULL_WIDTH = { left: 0, right: 'auto', width: '100%', transition: 'none' } as const;

const indeterminate = (ownerState: { variant?: string }) => ownerState.variant === undefined || ownerState.variant === 'indeterminate';

export const compositorLinearProgress: Components<Theme>['MuiLinearProgress'] = {
  styleOverrides: {
    bar1: ({ ownerState }) =>
      indeterminate(ownerState)
        ? {
            ...FULL_WIDTH,
            transform: place(-35, 100),
            animation: `${bar1} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite`,
          }
        : {},
    bar2: ({ ownerState }) =>
      indeterminate(ownerState)
        ? {
            ...FULL_WIDTH,
            // off the track during its 1.15 s delay, as MUI's (its first keyframe)
            transform: place(-200, 100),
            animation: `${bar2} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite`,
          }
        : {},
  },
};
