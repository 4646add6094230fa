// The portal's mark (the favicon artwork), decorative next to a visible name.
import { Box } from '@mui/material';

export function BrandLogo({ size = 32 }: { size?: number }) {
  return <Box component="img" src="/favicon.svg" alt="" aria-hidden sx={{ width: size, height: size, display: 'block' }} />;
}
