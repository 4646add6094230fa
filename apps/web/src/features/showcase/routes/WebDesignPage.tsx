// /web-design (spec 2): the design system's showcase. Every sample is a component the screens import (components/,
// the theme), so the page doubles as a visual test; a switch flips the light and dark palettes.
import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { usePaletteMode } from '../../../lib/palette-mode.ts';
import { ButtonsSection, ChipsSection } from '../components/ButtonsAndChipsSection.tsx';
import { DialogsSection } from '../components/DialogsSection.tsx';
import { FeedbackSection } from '../components/FeedbackSection.tsx';
import { FormControlsSection } from '../components/FormControlsSection.tsx';
import { GridSection } from '../components/GridSection.tsx';
import { TypographySection } from '../components/TypographySection.tsx';
import { WalkthroughSection } from '../components/WalkthroughSection.tsx';

export const WEB_DESIGN_TITLE = 'Web design';
export const DARK_PALETTE_LABEL = 'Dark palette';

export function WebDesignPage() {
  useDocumentTitle(WEB_DESIGN_TITLE);
  const [mode, setMode] = usePaletteMode();
  return (
    <Stack spacing={3} sx={{ pb: 4 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ mr: 'auto' }}>
          {WEB_DESIGN_TITLE}
        </Typography>
        <FormControlLabel
          control={<Switch checked={mode === 'dark'} onChange={(event) => setMode(event.target.checked ? 'dark' : 'light')} />}
          label={DARK_PALETTE_LABEL}
        />
      </Stack>
      <TypographySection />
      <FeedbackSection />
      <ButtonsSection />
      <ChipsSection />
      <FormControlsSection />
      <GridSection />
      <DialogsSection />
      <WalkthroughSection />
    </Stack>
  );
}

export const Component = WebDesignPage;
