// The "Cases" section of an order's, a deduction's and a remittance's page (docs/decisions/cases.md, "On the object's
// page"): the object's cases, the last changed first, each with its number (a link to the case), state, subject and the
// time left to the marketplace's target, and "Open a case" about the object. Live through the shell's cases-changed.
// Nothing while the Support flag is off.
import { Alert, Box, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { CaseLink } from '@portal/contracts';
import { casePath, OBJECT_CASES_LIMIT, SUPPORT_PATH, useObjectCases } from '../../lib/cases-calls.ts';
import { useFeatureFlags } from '../../lib/feature-flags.ts';
import { CaseStateChip } from '../status/CaseStateChip.tsx';
import { CaseNumberLink } from './CaseNumberLink.tsx';
import { OpenCaseButton } from './OpenCaseButton.tsx';

export const OBJECT_CASES_ERROR = 'The cases could not be loaded. Please try again later.';

export interface ObjectCasesSectionProps {
  link: CaseLink;
  /** The object as people read it ("Order PO-4471"), shown in the dialog. */
  aboutLabel: string;
}

export function ObjectCasesSection({ link, aboutLabel }: ObjectCasesSectionProps) {
  const { isEnabled, isPending } = useFeatureFlags();
  const on = !isPending && isEnabled('Support');
  const found = useObjectCases(link, on);
  if (!on) return null;
  const headingId = `cases-of-${link.kind}-${link.id}`;
  const rows = found.data ?? [];
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <Typography id={headingId} variant="h6" component="h2">
          Cases
        </Typography>
        <OpenCaseButton link={link} aboutLabel={aboutLabel} />
      </Stack>
      {found.isError ? (
        <Alert severity="error">{OBJECT_CASES_ERROR}</Alert>
      ) : found.isPending ? null : rows.length === 0 ? (
        <Typography color="text.secondary">No cases about this {link.kind} yet.</Typography>
      ) : (
        <Stack component="ul" aria-labelledby={headingId} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((c) => (
            <Box component="li" key={c.caseId} sx={{ borderLeft: 2, borderColor: 'divider', pl: 2 }}>
              <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <CaseNumberLink to={casePath(c.caseId)} number={c.caseNumber} />
                <CaseStateChip state={c.state} />
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {c.subject}
                </Typography>
              </Stack>
              {c.timeLeft && (
                <Typography variant="body2" color="text.secondary">
                  {c.timeLeft.words}
                </Typography>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {rows.length >= OBJECT_CASES_LIMIT && (
        <Link component={RouterLink} to={SUPPORT_PATH} sx={{ display: 'inline-block', mt: 2 }}>
          All cases in Support
        </Link>
      )}
    </Paper>
  );
}
