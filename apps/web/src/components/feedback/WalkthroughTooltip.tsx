// A step of a walkthrough: a tooltip with a title, a text, "Step n of m" and Back / Next / Skip, anchored to the
// control it explains. Screens that introduce a new feature wrap that control; the design showcase shows a sample.
import type { ReactElement, ReactNode } from 'react';
import { Box, Button, Stack, Tooltip, Typography } from '@mui/material';

export interface WalkthroughTooltipProps {
  open: boolean;
  title: string;
  text: ReactNode;
  step: number;
  steps: number;
  onNext: () => void;
  onBack?: () => void;
  onSkip: () => void;
  placement?: 'top' | 'bottom' | 'left' | 'right';
  children: ReactElement;
}

export function WalkthroughTooltip({
  open,
  title,
  text,
  step,
  steps,
  onNext,
  onBack,
  onSkip,
  placement = 'bottom',
  children,
}: WalkthroughTooltipProps) {
  const last = step >= steps;
  return (
    <Tooltip
      open={open}
      arrow
      placement={placement}
      disableFocusListener
      disableHoverListener
      disableTouchListener
      slotProps={{
        tooltip: {
          sx: (theme) => ({
            bgcolor: 'background.paper',
            color: 'text.primary',
            boxShadow: theme.shadows[8],
            border: 1,
            borderColor: 'divider',
            maxWidth: 320,
            p: 2,
          }),
        },
        arrow: { sx: { color: 'background.paper', '&::before': { border: 1, borderColor: 'divider' } } },
      }}
      title={
        <Box role="dialog" aria-label={title}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {text}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
            <Typography variant="caption" color="text.secondary" sx={{ mr: 'auto' }}>
              Step {step} of {steps}
            </Typography>
            <Button size="small" onClick={onSkip}>
              Skip
            </Button>
            {onBack && step > 1 && (
              <Button size="small" onClick={onBack}>
                Back
              </Button>
            )}
            <Button size="small" variant="contained" onClick={onNext}>
              {last ? 'Done' : 'Next'}
            </Button>
          </Stack>
        </Box>
      }
    >
      {children}
    </Tooltip>
  );
}
