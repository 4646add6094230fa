// Signing out of the shell or the operations console: the tokens go, then the page, then every cached answer.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearTokens } from './session.ts';
import { resetSessionCaches } from './session-caches.ts';

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  // leave the signed-in layout first: clearing while its queries are still observed would refetch them without a token
  return useCallback(async () => {
    clearTokens();
    await navigate('/login', { replace: true });
    resetSessionCaches();
  }, [navigate]);
}
