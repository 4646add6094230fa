// The notistack host behind notify(): top-right, 350 wide, queued, a close button on each. Loaded on the first
// notification (components/feedback/notifications.tsx), not with the first page.
import { useEffect } from 'react';
import { IconButton, styled } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { MaterialDesignContent, SnackbarProvider, closeSnackbar, enqueueSnackbar } from 'notistack';
import { NOTIFICATION_WIDTH } from '@portal/contracts';
import type { ShowNotification } from './show-notification.ts';

// the message and its close button on one line, the message wrapping (long PO numbers break anywhere), and never wider
// than the window less the container's 20 px margins: nothing is cut at the right edge (docs/decisions/console-words.md, "Toasts")
const Content = styled(MaterialDesignContent)({
  width: NOTIFICATION_WIDTH,
  maxWidth: 'calc(100vw - 40px)',
  // doubled class: notistack injects its own styles (flex-wrap: wrap) after the theme's
  '&&': { flexWrap: 'nowrap' },
  '& #notistack-snackbar': { flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' },
});
const CONTENT = { default: Content, success: Content, error: Content, warning: Content, info: Content };

const show: ShowNotification = (message, options) => enqueueSnackbar(message, options);

export default function Toaster({ onReady }: { onReady: (show: ShowNotification | null) => void }) {
  // the provider registers notistack's enqueueSnackbar while it renders; from the effect on, notifications can show
  useEffect(() => {
    onReady(show);
    return () => onReady(null);
  }, [onReady]);
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      maxSnack={3}
      Components={CONTENT}
      action={(key) => (
        <IconButton aria-label="Close notification" color="inherit" size="small" onClick={() => closeSnackbar(key)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    />
  );
}
