// Words for screen readers only (a table's "Actions" column over its buttons): in the accessibility tree, not shown.
// In the flow (1 px, clipped, its margins taking the pixel back) rather than absolutely positioned: an absolutely
// positioned box is laid out by its containing block, the nearest positioned ancestor, which for a column header is
// outside the table's scroller; the word stuck out of the scroller at the table's right end and the page scrolled
// sideways (Users at 390 px, Integrations and SCIM at 768 px: e2e/tests/page-width.spec.ts).
import type { ReactNode } from 'react';
import { Box } from '@mui/material';

const HIDDEN = {
  display: 'inline-block',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={HIDDEN}>
      {children}
    </Box>
  );
}
