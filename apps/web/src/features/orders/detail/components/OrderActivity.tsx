// The order's activity timeline from GET /orders/{id}/history: who, when, what.
import { Alert, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { OrderHistoryEntry } from '@portal/contracts';
import { historyDetailText, historyTitle } from '../history-detail.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { Section } from './Section.tsx';

/** A word with a digit, six characters or more: a number people read whole (RMT-000001, DED-000005, a tracking number, $1,234.56). */
const LONG_NUMBER = /^(?=\S*\d)\S{6,}$/;

/**
 * The entry's text with its long numbers kept whole: the section breaks long words anywhere (overflowWrap), and a
 * hyphen is a break, so "RMT-" and "000001" could land on two lines (issue 40).
 */
export function KeptWhole({ text }: { text: string }) {
  return text.split(/(\s+)/).map((part, i) =>
    LONG_NUMBER.test(part) ? (
      <span key={i} style={{ whiteSpace: 'nowrap', overflowWrap: 'normal' }}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

export interface OrderActivityProps {
  entries: OrderHistoryEntry[] | undefined;
  failed: boolean;
}

export function OrderActivity({ entries, failed }: OrderActivityProps) {
  return (
    <Section title="Activity">
      {failed ? (
        <Alert severity="error">Unable to retrieve the order activity.</Alert>
      ) : !entries || entries.length === 0 ? (
        <Typography color="text.secondary">No activity yet.</Typography>
      ) : (
        <List dense disablePadding aria-label="Order activity">
          {entries.map((e) => (
            <ListItem key={e.id} disableGutters alignItems="flex-start" sx={{ borderLeft: 2, borderColor: 'divider', pl: 2 }}>
              <ListItemText
                primary={<KeptWhole text={`${historyTitle(e)} — ${e.userName ?? 'Marketplace'}`} />}
                secondary={<KeptWhole text={[formatDateTime(e.createdOn), historyDetailText(e.detail)].filter(Boolean).join(' · ')} />}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
