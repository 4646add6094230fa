// What both sides' case pages show alike (docs/decisions/cases.md, "Screens"): the title "Case CASE-000123" with the
// state chip and the page's actions, the facts under the subject (each page gives its own), and the messages both ways
// with their files (each downloads). The page's forms (a reply, an answer, a decision) follow as children.
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { CaseDetail, CaseMessageView } from '@portal/contracts';
import { CaseStateChip } from '../../../components/status/CaseStateChip.tsx';
import { downloadDocument } from '../../../lib/documents.ts';
import { CaseMessages } from './CaseMessages.tsx';
import { caseAboutText } from './case-about.ts';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 140 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** "About": what the case is about, a link to its order's page (`orderPath`) when it belongs to an order. */
export function CaseAboutFact({ found, orderPath }: { found: Pick<CaseDetail, 'link'>; orderPath: (orderId: number) => string }) {
  const orderId = found.link?.orderId ?? null;
  return (
    <Fact label="About">
      {orderId ? (
        <Link component={RouterLink} to={orderPath(orderId)}>
          {caseAboutText(found)}
        </Link>
      ) : (
        caseAboutText(found)
      )}
    </Fact>
  );
}

export interface CaseSheetProps {
  found: CaseDetail;
  /** The buttons beside the title. */
  actions: ReactNode;
  /** The facts under the subject. */
  facts: ReactNode;
  /** Who each side is to the reader (the console names the supplier). */
  sideWords?: Record<CaseMessageView['side'], string>;
  /** Between the facts and the messages: the decisions the case is about. */
  decisions?: ReactNode;
  children?: ReactNode;
}

export function CaseSheet({ found, actions, facts, sideWords, decisions, children }: CaseSheetProps) {
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h1">
            Case{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {found.caseNumber}
            </Box>
          </Typography>
          <CaseStateChip state={found.state} />
        </Stack>
        {actions}
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {found.subject}
          </Typography>
          <Stack component="dl" spacing={1} sx={{ m: 0 }}>
            {facts}
          </Stack>
        </CardContent>
      </Card>
      {decisions}
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          Messages
        </Typography>
        <CaseMessages
          messages={found.messages}
          sideWords={sideWords}
          onDownload={(file) => void downloadDocument(file.storedName, file.fileName)}
        />
      </Stack>
      {children}
    </Stack>
  );
}
