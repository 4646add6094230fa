// A supplier's people in the console, each with every supplier they belong to (issue 43: one person, several
// suppliers): the role, whether the membership is active, and an invitation not yet accepted.
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { OpsMembership, OpsPersonMemberships } from '@portal/contracts';

const membershipInWords = (m: OpsMembership) =>
  `${m.supplierName} (${m.isAdmin ? 'Admin' : 'User'}${m.invitationPending ? ', invitation pending' : m.isActive ? '' : ', inactive'})`;

export function SupplierPeopleTable({ people }: { people: OpsPersonMemberships[] }) {
  return (
    <Table size="small" aria-label="People">
      <TableHead>
        <TableRow>
          <TableCell>E-mail</TableCell>
          <TableCell>Name</TableCell>
          <TableCell>Memberships</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {people.map((person) => (
          <TableRow key={person.userId}>
            <TableCell>{person.email}</TableCell>
            <TableCell>{person.name}</TableCell>
            <TableCell>{person.memberships.map(membershipInWords).join('; ')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
