// The frame of a decision taken on a case without retyping it (docs/decisions/cases.md, "Decisions from a case"): a
// titled section with what waits, its controls, and what the decision does to the case.
import type { ReactNode } from 'react';
import { Card, CardContent, Stack, TextField, Typography } from '@mui/material';

export interface CaseDecisionCardProps {
  /** The section's id, for its heading (aria-labelledby). */
  id: string;
  title: string;
  children: ReactNode;
}

export function CaseDecisionCard({ id, title, children }: CaseDecisionCardProps) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2" id={id}>
            {title}
          </Typography>
          {children}
          <Typography variant="body2" color="text.secondary">
            The case gets the decision as your message and is resolved.
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

export interface CaseDecisionReasonProps {
  value: string;
  onChange: (value: string) => void;
  /** The reason's problem (shown instead of the help), or null. */
  problem: string | null;
  help: string;
}

/** The reason the supplier reads with a decision: on the deduction, the request or the case. */
export function CaseDecisionReason({ value, onChange, problem, help }: CaseDecisionReasonProps) {
  return (
    <TextField
      label="Reason"
      multiline
      minRows={2}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={problem !== null}
      helperText={problem ?? help}
    />
  );
}
