// A sample of the walkthrough tooltip (components/feedback/WalkthroughTooltip) over three steps.
import { useState } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { WalkthroughTooltip } from '../../../components/feedback/WalkthroughTooltip.tsx';
import { ShowcaseSection } from './ShowcaseSection.tsx';

const STEPS = [
  {
    target: 'Import trackings',
    title: 'Import trackings',
    text: 'Upload a CSV, XLS or XLSX file to add tracking numbers to many orders at once.',
  },
  {
    target: 'Import invoices',
    title: 'Import invoices',
    text: 'Invoice many orders from one file; the rows with errors are listed after the import.',
  },
  {
    target: 'Generate labels',
    title: 'Generate labels',
    text: 'Select up to 50 orders in the list, then generate their shipping labels together.',
  },
];

export function WalkthroughSection() {
  // open on the first step: the sample is visible (and in the page's screenshots) without a click
  const [step, setStep] = useState<number | null>(1);
  return (
    <ShowcaseSection title="Walkthrough tooltip" description="A step of a guided walkthrough, anchored to the control it explains.">
      <Box sx={{ pb: step ? 22 : 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {STEPS.map((s, index) => (
            <WalkthroughTooltip
              key={s.target}
              open={step === index + 1}
              title={s.title}
              text={s.text}
              step={index + 1}
              steps={STEPS.length}
              onBack={() => setStep(index)}
              onNext={() => setStep(index + 1 < STEPS.length ? index + 2 : null)}
              onSkip={() => setStep(null)}
            >
              <Button variant="outlined">{s.target}</Button>
            </WalkthroughTooltip>
          ))}
        </Stack>
      </Box>
      {step === null && (
        <div>
          <Button onClick={() => setStep(1)}>Restart the walkthrough</Button>
        </div>
      )}
    </ShowcaseSection>
  );
}
