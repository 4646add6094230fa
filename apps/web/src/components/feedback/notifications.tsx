// Toasts through notistack: top-right, 350 wide, success 3 s, error 10 s, queued, one per key at a time.
import type { ReactNode } from 'react';
import { IconButton, styled } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { MaterialDesignContent, SnackbarProvider, closeSnackbar, enqueueSnackbar, type VariantType } from 'notistack';
import { NOTIFICATION_ERROR_MS, NOTIFICATION_SUCCESS_MS, NOTIFICATION_WIDTH } from '@portal/contracts';

const Content = styled(MaterialDesignContent)({ width: NOTIFICATION_WIDTH, maxWidth: '100%' });
const CONTENT = { default: Content, success: Content, error: Content, warning: Content, info: Content };

/** keys queued or on screen; a notification whose key is present is not added twice (spec 4) */
const activeKeys = new Set<string>();

export function notify(key: string, message: ReactNode, variant: VariantType = 'success'): boolean {
  if (activeKeys.has(key)) return false;
  activeKeys.add(key);
  enqueueSnackbar(message, {
    key,
    variant,
    autoHideDuration: variant === 'error' ? NOTIFICATION_ERROR_MS : NOTIFICATION_SUCCESS_MS,
    onExited: () => activeKeys.delete(key),
  });
  return true;
}

/** An error toast: the message with a sub-list of the field messages (spec 8). */
export function notifyError(key: string, message: string, fieldMessages: readonly string[] = []): boolean {
  const content =
    fieldMessages.length === 0 ? (
      message
    ) : (
      <div>
        {message}
        <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
          {fieldMessages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      </div>
    );
  return notify(key, content, 'error');
}

export function NotificationsProvider({ children }: { children: ReactNode }) {
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
    >
      {children}
    </SnackbarProvider>
  );
}
