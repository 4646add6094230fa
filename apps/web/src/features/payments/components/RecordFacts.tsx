// A record's facts as a description list of label and value pairs (a remittance's dates and totals, a deduction's).
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export function RecordFacts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
