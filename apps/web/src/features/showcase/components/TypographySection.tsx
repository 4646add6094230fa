// The theme's typography scale, each variant named and shown in its own style.
import { Stack, Typography, type TypographyProps } from '@mui/material';
import { ShowcaseSection } from './ShowcaseSection.tsx';

type Variant = NonNullable<TypographyProps['variant']>;
const SCALE: Variant[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline'];

export function TypographySection() {
  return (
    <ShowcaseSection title="Typography" description="The theme's type scale (headings are shown as paragraphs to keep the page's outline).">
      <Stack spacing={1}>
        {SCALE.map((variant) => (
          <Stack key={variant} direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
            <Typography variant="caption" color="text.secondary" sx={{ width: 80, flexShrink: 0 }}>
              {variant}
            </Typography>
            <Typography variant={variant} component="p" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
              Supplier portal {variant}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </ShowcaseSection>
  );
}
