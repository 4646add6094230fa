// Toasts through notistack: top-right, 350 wide, success 3 s, error 10 s, queued, one per key at a time. notistack and
// its host (./toaster.tsx) load with the first notification, not with the first page (docs/decisions/delivery.md):
// notify() queues until the host is mounted.
import { Suspense, lazy, useSyncExternalStore, type ReactNode } from 'react';
import type { VariantType } from 'notistack';
import { NOTIFICATION_ERROR_MS, NOTIFICATION_SUCCESS_MS } from '@portal/contracts';
import type { ShowNotification } from './show-notification.ts';

const Toaster = lazy(() => import('./toaster.tsx'));

/** keys queued or on screen; a notification whose key is present is not added twice (spec 4) */
const activeKeys = new Set<string>();
/** notifications asked for before the host was mounted */
const pending: Parameters<ShowNotification>[] = [];
let show: ShowNotification | null = null;
let hostWanted = false;
const hostListeners = new Set<() => void>();

function onHostReady(next: ShowNotification | null) {
  show = next;
  if (next) pending.splice(0).forEach((args) => next(...args));
}

function subscribeHost(listener: () => void) {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

export function notify(key: string, message: ReactNode, variant: VariantType = 'success'): boolean {
  if (activeKeys.has(key)) return false;
  activeKeys.add(key);
  const options = {
    key,
    variant,
    autoHideDuration: variant === 'error' ? NOTIFICATION_ERROR_MS : NOTIFICATION_SUCCESS_MS,
    onExited: () => activeKeys.delete(key),
  };
  if (show) {
    show(message, options);
  } else {
    pending.push([message, options]);
    if (!hostWanted) {
      hostWanted = true;
      hostListeners.forEach((listener) => listener());
    }
  }
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
  const wanted = useSyncExternalStore(subscribeHost, () => hostWanted);
  return (
    <>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <Toaster onReady={onHostReady} />
        </Suspense>
      )}
    </>
  );
}
