// "Open a case" on /support (on its own) and on the pages of what a case may be about (an order, its invoices, a
// deduction, a remittance), with the object linked (docs/decisions/cases.md, "Opening a case"). Nothing while the
// Support flag is off. The dialog and its calls download when the button is pressed.
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import type { CaseLink } from '@portal/contracts';
import { useFeatureFlags } from '../../lib/feature-flags.ts';

const OpenCaseFlow = lazy(() => import('./OpenCaseFlow.tsx').then((m) => ({ default: m.OpenCaseFlow })));

export interface OpenCaseButtonProps {
  /** The object, or null for a case on its own. */
  link: CaseLink | null;
  /** The object as people read it ("Order PO-4471"), shown in the dialog. */
  aboutLabel: string | null;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** The button's accessible name when several are on one page ("Open a case about invoice INV-1"). */
  ariaLabel?: string;
}

export function OpenCaseButton({ link, aboutLabel, variant = 'outlined', size, ariaLabel }: OpenCaseButtonProps) {
  const { isEnabled, isPending } = useFeatureFlags();
  const [open, setOpen] = useState(false);
  if (isPending || !isEnabled('Support')) return null;
  return (
    <>
      <Button variant={variant} size={size} aria-label={ariaLabel} onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap' }}>
        Open a case
      </Button>
      {open && (
        <Suspense fallback={null}>
          <OpenCaseFlow link={link} aboutLabel={aboutLabel} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
