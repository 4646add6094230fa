import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export function ReturnToLoginLink() {
  return (
    <Link component={RouterLink} to="/login" sx={{ alignSelf: 'center' }}>
      Return to login page
    </Link>
  );
}
