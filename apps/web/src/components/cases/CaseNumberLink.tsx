// A case's number as a link to its page, on one line ("CASE-000123" would otherwise break after its hyphen).
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export function CaseNumberLink({ to, number }: { to: string; number: string }) {
  return (
    <Link component={RouterLink} to={to} sx={{ whiteSpace: 'nowrap' }}>
      {number}
    </Link>
  );
}
