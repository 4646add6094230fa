// One figure of the payments overview: a labelled card with its value and a line below (a link to the list behind it).
import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

export function SummaryCard({ label, value, extra }: { label: string; value: ReactNode; extra?: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={label} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mt: 0.5 }}>
          {value}
        </Typography>
        {extra && (
          <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
            {extra}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
