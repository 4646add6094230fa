// A new authenticator-app secret: the QR code to scan and the key to type, shown once while it is set up.
import { Box, Stack, Typography } from '@mui/material';
import type { TotpEnrolment } from '@portal/contracts';

export function TotpSecretView({ enrolment }: { enrolment: TotpEnrolment }) {
  const key = enrolment.secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography>Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).</Typography>
      <Box
        component="img"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`}
        alt="QR code of the key for your authenticator app"
        sx={{ width: 192, height: 192, bgcolor: '#fff', borderRadius: 1 }}
      />
      <Typography>Or enter this key in the app:</Typography>
      <Typography
        component="code"
        data-testid="totp-secret"
        aria-label="Key"
        sx={{ fontFamily: 'monospace', fontSize: '1rem', wordBreak: 'break-all' }}
      >
        {key}
      </Typography>
    </Stack>
  );
}
