// Words for screen readers only (a table's "Actions" column over its buttons): in the accessibility tree, not shown.
import type { ReactNode } from 'react';
import { Box } from '@mui/material';

const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={HIDDEN}>
      {children}
    </Box>
  );
}
