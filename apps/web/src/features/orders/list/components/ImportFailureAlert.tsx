// The import's server errors as a readable list: the first MAX_SHOWN_LINES, then how many more there are. A file of
// 2,000 bad rows has thousands of lines; laying them all out at once blocked the page for 130-220 ms (npm run
// bench:web), and nobody reads past the first screens: the user fixes the file and imports it again.
import { Alert, AlertTitle, Box } from '@mui/material';
import type { ImportFailure } from './import-failure.ts';

export const MAX_SHOWN_LINES = 200;

export function moreLinesText(hidden: number): string {
  return `…and ${hidden.toLocaleString('en-US')} more ${hidden === 1 ? 'error' : 'errors'}.`;
}

export function ImportFailureAlert({ failure }: { failure: ImportFailure | null }) {
  if (!failure) return null;
  const shown = failure.lines.slice(0, MAX_SHOWN_LINES);
  const hidden = failure.lines.length - shown.length;
  return (
    <Alert severity="error">
      <AlertTitle>{failure.message}</AlertTitle>
      {shown.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 200, overflowY: 'auto' }}>
          {shown.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
          {hidden > 0 && (
            <Box component="li" sx={{ listStyle: 'none', fontStyle: 'italic' }}>
              {moreLinesText(hidden)}
            </Box>
          )}
        </Box>
      )}
    </Alert>
  );
}
