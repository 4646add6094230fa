// /account/sessions (title "Sessions"): the person's signed-in devices, this one marked; end any other, or all others.
import { Button, Chip, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { notify, notifyError } from '../../../components/feedback/notifications.tsx';
import { VisuallyHidden } from '../../../components/page/VisuallyHidden.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useEndOtherSessions, useEndSession, useSessions } from '../api.ts';

const failed = (key: string) => (error: unknown) => notifyError(key, error instanceof Error ? error.message : String(error));

export function SessionsPage() {
  useDocumentTitle('Sessions');
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h1">Sessions</Typography>
      <Typography>The devices signed in to your account. End a session you do not recognise: it is signed out at once.</Typography>
      <Paper variant="outlined">
        <TableContainer>
          <Table aria-label="Sessions">
            <TableHead>
              <TableRow>
                <TableCell>Device</TableCell>
                <TableCell>Signed in</TableCell>
                <TableCell>Last used</TableCell>
                <TableCell>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(sessions.data ?? []).map((session) => (
                <TableRow key={session.id}>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{session.device}</span>
                      {session.current && <Chip size="small" color="primary" label="This device" />}
                    </Stack>
                    {session.assurance && (
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        Identity provider sign-in: {session.assurance}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{formatDateTime(session.signedInOn)}</TableCell>
                  <TableCell>{formatDateTime(session.lastUsedOn)}</TableCell>
                  <TableCell align="right">
                    {!session.current && (
                      <Button
                        size="small"
                        variant="outlined"
                        color="error"
                        aria-label={`End session: ${session.device}, signed in ${formatDateTime(session.signedInOn)}`}
                        loading={end.isPending && end.variables === session.id}
                        onClick={() =>
                          end
                            .mutateAsync(session.id)
                            .then(() => notify('session-ended', 'The session was ended.'), failed('session-end-failed'))
                        }
                      >
                        End
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <Button
        variant="outlined"
        color="error"
        disabled={others === 0}
        loading={endOthers.isPending}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() =>
          endOthers
            .mutateAsync(undefined)
            .then(
              ({ ended }) => notify('sessions-ended', `${ended} ${ended === 1 ? 'session was' : 'sessions were'} ended.`),
              failed('sessions-end-failed'),
            )
        }
      >
        End all other sessions
      </Button>
    </Stack>
  );
}

export const Component = SessionsPage;
