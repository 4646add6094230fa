// Signed-out screens: the brand panel on the left (hidden up to 768px, where the logo sits above the form) and a 400px card.
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography, useMediaQuery } from '@mui/material';
import { LOGIN_CARD_WIDTH, MOBILE_BREAKPOINT_PX } from '@portal/contracts';
import { BrandLogo } from '../../../components/brand/BrandLogo.tsx';

const MOBILE = `(max-width:${MOBILE_BREAKPOINT_PX}px)`;

export function AuthLayout({ children }: { children: ReactNode }) {
  const isMobile = useMediaQuery(MOBILE, { noSsr: true });
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {!isMobile && (
        <Box
          data-testid="brand-panel"
          sx={{
            flex: '0 0 40%',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            alignItems: 'center',
            gap: 2,
            p: 6,
            color: 'common.white',
            background: (t) =>
              t.palette.mode === 'light'
                ? `linear-gradient(160deg, ${t.palette.primary.dark}, ${t.palette.primary.main})`
                : `linear-gradient(160deg, ${t.palette.grey[900]}, ${t.palette.primary.dark})`,
          }}
        >
          <BrandLogo size={72} />
          <Typography component="p" variant="h4" sx={{ fontWeight: 600, textAlign: 'center' }}>
            Supplier Portal
          </Typography>
        </Box>
      )}
      <Box component="main" sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Stack spacing={3} sx={{ alignItems: 'center', width: '100%', maxWidth: LOGIN_CARD_WIDTH }}>
          {isMobile && <BrandLogo size={56} />}
          <Card variant="outlined" sx={{ width: '100%' }}>
            <CardContent sx={{ p: 4 }}>{children}</CardContent>
          </Card>
        </Stack>
      </Box>
    </Box>
  );
}
