// The import's server errors as a readable list.
import { Alert, AlertTitle, Box } from '@mui/material';
import type { ImportFailure } from './import-failure.ts';

export function ImportFailureAlert({ failure }: { failure: ImportFailure | null }) {
  if (!failure) return null;
  return (
    <Alert severity="error">
      <AlertTitle>{failure.message}</AlertTitle>
      {failure.lines.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 200, overflowY: 'auto' }}>
          {failure.lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
