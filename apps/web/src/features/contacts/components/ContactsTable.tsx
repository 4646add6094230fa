// The company contacts tab: 'Main contacts' (the five slots) and 'Additional contacts' (one row per contact, labelled
// by its type), each with its edit button; missing values show '--'; the table is at least 1080 px wide (spec 2.7).
import type { ReactNode } from 'react';
import {
  Box,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { CONTACT_TYPE_LABELS, MAIN_CONTACT_SLOTS, formatPhone, type CompanyContacts, type Contact } from '@portal/contracts';

export const CONTACTS_TABLE_MIN_WIDTH = 1080;
const MISSING = '--';

function ContactCells({ contact }: { contact: Contact | null | undefined }) {
  const emails = contact ? [contact.email, ...contact.cc.map((c) => c.email)].filter(Boolean) : [];
  return (
    <>
      <TableCell>{contact?.name || MISSING}</TableCell>
      <TableCell>
        {emails.length
          ? emails.map((email, index) => (
              <Box key={`${email}-${index}`} sx={{ wordBreak: 'break-all' }}>
                {email}
              </Box>
            ))
          : MISSING}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPhone(contact?.phone) || MISSING}</TableCell>
    </>
  );
}

function Section({ title, editLabel, onEdit, children }: { title: string; editLabel: string; onEdit: () => void; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        <Tooltip title={editLabel}>
          <IconButton aria-label={editLabel} onClick={onEdit} size="small">
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      {/* focusable: at 768 px the table scrolls sideways, and a keyboard user scrolls it with the arrow keys */}
      <TableContainer tabIndex={0} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table aria-label={title} sx={{ minWidth: CONTACTS_TABLE_MIN_WIDTH, tableLayout: 'fixed' }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 280 }}>Contact</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>Emails</TableCell>
              <TableCell sx={{ width: 200 }}>Phone</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
        {label}
      </TableCell>
      {children}
    </TableRow>
  );
}

export interface ContactsTableProps {
  contacts: CompanyContacts;
  onEditMain: () => void;
  onEditAdditional: () => void;
}

export function ContactsTable({ contacts, onEditMain, onEditAdditional }: ContactsTableProps) {
  return (
    <Stack spacing={3}>
      <Section title="Main contacts" editLabel="Edit main contacts" onEdit={onEditMain}>
        {MAIN_CONTACT_SLOTS.map((slot) => (
          <Row key={slot.key} label={slot.label}>
            <ContactCells contact={contacts[slot.key]} />
          </Row>
        ))}
      </Section>
      <Section title="Additional contacts" editLabel="Edit additional contacts" onEdit={onEditAdditional}>
        {contacts.otherContacts.length === 0 ? (
          <TableRow>
            <TableCell colSpan={4} sx={{ color: 'text.secondary' }}>
              {MISSING}
            </TableCell>
          </TableRow>
        ) : (
          contacts.otherContacts.map((contact, index) => (
            <Row key={`${contact.email}-${index}`} label={CONTACT_TYPE_LABELS[contact.contactType]}>
              <ContactCells contact={contact} />
            </Row>
          ))
        )}
      </Section>
    </Stack>
  );
}
