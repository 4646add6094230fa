// The delivery log of one endpoint: each delivery's event, order, status, attempts and last answer, its attempts on
// demand, and Replay (a new delivery of the same event).
import { Fragment, useState } from 'react';
import { Alert, Box, Button, Chip, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import type { WebhookDelivery } from '@portal/contracts';
import { formatDate } from '../../../lib/format.ts';
import { useReplayWebhookDelivery, useWebhookDeliveries } from '../api.ts';

const STATUS_COLORS = { pending: 'warning', delivered: 'success', failed: 'error' } as const;
const when = (iso: string | null) => (iso ? formatDate(iso, 'MMM dd, yyyy HH:mm:ss') : '');
const answer = (d: Pick<WebhookDelivery, 'lastStatusCode' | 'lastError'>) =>
  d.lastStatusCode !== null ? `HTTP ${d.lastStatusCode}` : (d.lastError ?? '');

export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const replay = useReplayWebhookDelivery();
  const [open, setOpen] = useState<number | null>(null);
  if (deliveries.isError) return <Alert severity="error">Unable to retrieve the delivery log.</Alert>;
  if (!deliveries.data) return null;
  if (deliveries.data.length === 0) return <Typography sx={{ color: 'text.secondary' }}>No deliveries yet.</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Delivery log">
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell>Delivery</TableCell>
            <TableCell>Event</TableCell>
            <TableCell>Order</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Attempts</TableCell>
            <TableCell>Last answer</TableCell>
            <TableCell>Created</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {deliveries.data.map((d) => (
            <Fragment key={d.id}>
              <TableRow>
                <TableCell padding="checkbox">
                  <IconButton
                    size="small"
                    aria-label={`Attempts of delivery ${d.id}`}
                    aria-expanded={open === d.id}
                    onClick={() => setOpen(open === d.id ? null : d.id)}
                  >
                    {open === d.id ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                  </IconButton>
                </TableCell>
                <TableCell>
                  {d.id}
                  {d.replayOf ? ` (replay of ${d.replayOf})` : ''}
                </TableCell>
                <TableCell>{d.event}</TableCell>
                <TableCell>{d.orderId ?? ''}</TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" color={STATUS_COLORS[d.status]} label={d.status} />
                </TableCell>
                <TableCell>{d.attempts}</TableCell>
                <TableCell>{answer(d)}</TableCell>
                <TableCell>{when(d.createdOn)}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    disabled={replay.isPending}
                    onClick={() => replay.mutate(d.id)}
                    aria-label={`Replay delivery ${d.id}`}
                  >
                    Replay
                  </Button>
                </TableCell>
              </TableRow>
              {open === d.id && (
                <TableRow>
                  <TableCell />
                  <TableCell colSpan={8}>
                    {d.attemptLog.length === 0 && 'Not attempted yet.'}
                    {d.attemptLog.map((a, i) => (
                      <Typography key={i} variant="body2">
                        {when(a.attemptedOn)}: {answer({ lastStatusCode: a.statusCode, lastError: a.error })} ({a.durationMs} ms)
                      </Typography>
                    ))}
                    {d.nextAttemptOn && <Typography variant="body2">Next attempt: {when(d.nextAttemptOn)}</Typography>}
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
