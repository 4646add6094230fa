// The order's activity timeline from GET /orders/{id}/history: who, when, what.
import { Alert, List, ListItem, ListItemText, Typography } from '@mui/material';
import { capitalizeWords, type OrderHistoryEntry } from '@portal/contracts';
import { historyDetailText } from '../history-detail.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { Section } from './Section.tsx';

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
                primary={`${capitalizeWords(e.action)} — ${e.userName ?? 'Marketplace'}`}
                secondary={[formatDateTime(e.createdOn), historyDetailText(e.detail)].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
