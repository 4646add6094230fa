// A full-width message of the application page: expired, already submitted, submitted (spec 2.5).
import { Paper, Typography } from '@mui/material';

export function StatusMessage({ title, text }: { title: string; text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status">
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}
