// A case's time left to the marketplace's target in the words of contracts (caseTimeLeft), coloured by its breach:
// past its target in the error colour, about to breach in the warning colour; '--' when nothing runs.
import { Typography } from '@mui/material';
import type { CaseSummary } from '@portal/contracts';

const COLOR = { Breached: 'error.main', DueSoon: 'warning.main', OnTrack: 'text.primary' } as const;

export function CaseTimeLeft({ timeLeft }: { timeLeft: CaseSummary['timeLeft'] }) {
  if (!timeLeft) return <>--</>;
  return (
    <Typography variant="body2" sx={{ color: COLOR[timeLeft.breach], fontWeight: timeLeft.breach === 'OnTrack' ? undefined : 600 }}>
      {timeLeft.words}
    </Typography>
  );
}
