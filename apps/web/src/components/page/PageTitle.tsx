// A page's title: the theme's h1 (32 px, weight 600), the one heading style of every console page and of the supplier
// pages, so that a page's sections (h2 and below) always sit visibly under it (docs/decisions/ops-console.md, "Page titles").
import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

export function PageTitle({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Typography variant="h1" id={id}>
      {children}
    </Typography>
  );
}
