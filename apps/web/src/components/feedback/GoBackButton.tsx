// "Go back": one step back in history, or to a given path (spec 2, fallback screens).
import { Button } from '@mui/material';
import { useNavigate } from 'react-router';

export function GoBackButton({ to }: { to?: string }) {
  const navigate = useNavigate();
  return (
    <Button variant="contained" onClick={() => (to ? navigate(to) : navigate(-1))}>
      Go back
    </Button>
  );
}
