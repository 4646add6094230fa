// "Go back": one step back in history, or to a given path (spec 2, fallback screens). A page opened directly (a link
// from a mail, a bookmark) has no page of the portal behind it: then it goes to the dashboard, whose guard sends a
// signed-out person to sign-in and an operator to the console.
import { Button } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';

/** Where 'Go back' goes when the portal has no earlier page in this tab. */
export const GO_BACK_FALLBACK = '/';

export function GoBackButton({ to }: { to?: string }) {
  const navigate = useNavigate();
  // React Router gives the entry the tab opened with the key 'default': there is nothing of ours before it
  const firstPage = useLocation().key === 'default';
  const goBack = () => {
    if (to) void navigate(to);
    else if (firstPage) void navigate(GO_BACK_FALLBACK, { replace: true });
    else void navigate(-1);
  };
  return (
    <Button variant="contained" onClick={goBack}>
      Go back
    </Button>
  );
}
