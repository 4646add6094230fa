// The values of a row's hidden columns (`hideBelow` of the console's tables, the tokens' secondary columns), as a
// secondary line in an essential cell. A module of its own: a screen that is not a compact grid (the tokens' sections)
// takes the line without the grid's table and pager in its download.
import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

/** The values of a row's hidden columns, as a secondary line in an essential cell; shown only below lg. */
export function HiddenColumnsLine({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" component="span" sx={{ display: { xs: 'block', lg: 'none' }, color: 'text.secondary' }}>
      {children}
    </Typography>
  );
}
