// /settings/edi/interchanges/:interchangeId (the supplier's Admins): one interchange, its state (and the reason of a
// rejection, in words), the interchange a 997 answers, and its raw file as received or sent, to read and to download.
import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/feedback/NotFoundPage.tsx';
import { PageProgress } from '../../../components/feedback/PageProgress.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useFeatureFlags } from '../../../lib/feature-flags.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ApiError } from '../../../lib/http.ts';
import { downloadInterchange, useEdiInterchange } from '../api.ts';
import { documentWords, interchangeWords } from '../edi-words.ts';

export function EdiInterchangePage() {
  const id = Number(useParams().interchangeId);
  const { isEnabled, isPending: flagsPending } = useFeatureFlags();
  const interchange = useEdiInterchange(id);
  const title = interchange.data ? `Interchange ${interchange.data.controlNumber ?? `(unread file ${id})`}` : 'Interchange';
  useDocumentTitle(title);
  if (flagsPending || interchange.isPending) return <PageProgress />;
  if (!isEnabled('Edi') || (interchange.error instanceof ApiError && interchange.error.status === 404))
    return <NotFoundPage backTo="/settings/edi" />;
  if (interchange.isError) return <Alert severity="error">Unable to retrieve the interchange.</Alert>;
  const i = interchange.data;
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/settings/edi">
        EDI
      </Link>
      <Typography variant="h1">{title}</Typography>
      <Typography>
        {documentWords(i.documentType)} · {interchangeWords(i)} · {formatDateTime(i.createdOn)}
      </Typography>
      {i.acknowledgesId !== null && (
        <Typography>
          Answers{' '}
          <Link component={RouterLink} to={`/settings/edi/interchanges/${i.acknowledgesId}`}>
            the interchange it acknowledges
          </Link>
        </Typography>
      )}
      {i.reason && <Alert severity="error">{i.reason}</Alert>}
      <Box>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => downloadInterchange(i)}>
          Download file
        </Button>
      </Box>
      <Paper variant="outlined" component="section" aria-labelledby="edi-raw-heading" sx={{ p: 2 }}>
        <Typography variant="h2" id="edi-raw-heading" sx={{ mb: 1 }}>
          Raw file
        </Typography>
        <Box
          component="pre"
          tabIndex={0}
          sx={{ m: 0, overflowX: 'auto', fontFamily: 'monospace', fontSize: 13, whiteSpace: 'pre', color: 'text.primary' }}
        >
          {i.raw}
        </Box>
      </Paper>
    </Stack>
  );
}

export const Component = EdiInterchangePage;
