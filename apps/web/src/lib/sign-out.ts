// Signing out of the shell or the operations console: the tokens go, then the page, then every cached answer. A session
// signed in through the company's OpenID provider then goes to the provider's logout (RP-Initiated Logout), which
// sends the browser back to the sign-in page (docs/decisions/auth.md, "Single sign-on").
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SsoSignOut } from '@portal/contracts';
import { http } from './http.ts';
import { clearTokens } from './session.ts';
import { resetSessionCaches } from './session-caches.ts';

/** The provider's logout address for this session, or null (none, not a provider's session, or not answered). */
async function providerLogoutUrl(): Promise<string | null> {
  try {
    // no schema loaded into the shell for one field: the address is taken only when it is an http(s) address
    const { logoutUrl } = await http<SsoSignOut>('/sso/sign-outs', { method: 'POST' });
    return typeof logoutUrl === 'string' && /^https?:\/\//.test(logoutUrl) ? logoutUrl : null;
  } catch {
    return null;
  }
}

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  // leave the signed-in layout first: clearing while its queries are still observed would refetch them without a token
  return useCallback(async () => {
    const logoutUrl = await providerLogoutUrl();
    clearTokens();
    if (logoutUrl) {
      window.location.assign(logoutUrl);
      return;
    }
    await navigate('/login', { replace: true });
    resetSessionCaches();
  }, [navigate]);
}
