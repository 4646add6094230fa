// The recovery codes, shown once (after setting up the app, or new ones): each signs in once when the app is lost.
import { Alert, Box, Stack, Typography } from '@mui/material';

export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  return (
    <Stack spacing={1.5}>
      <Alert severity="warning">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your authenticator app; they are shown only now.
      </Alert>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', columnGap: 4, rowGap: 0.5 }}
      >
        {codes.map((code) => (
          <Typography component="li" key={code} sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>
            {code}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
