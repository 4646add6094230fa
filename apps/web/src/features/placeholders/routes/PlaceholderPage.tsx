// A titled page for the screens later issues fill in (spec 2's route table).
import { Stack, Typography } from '@mui/material';
import { useDocumentTitle } from '../../../lib/document-title.ts';

export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{title}</Typography>
    </Stack>
  );
}
