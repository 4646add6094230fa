// Where the session's tokens live (browser storage keys named by the spec) and the one way to change them.
export const ACCESS_TOKEN_KEY = 'access-token';
export const REFRESH_TOKEN_KEY = 'refresh-token';
/** Who the session is for, as the sign-in answered ('supplier' or 'operator'; docs/decisions/ops-console.md). */
export const SESSION_KIND_KEY = 'session-kind';

export function getAccessToken(): string | null {
  return localStorage.getItem(ACCESS_TOKEN_KEY);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(REFRESH_TOKEN_KEY);
}

/**
 * A sign-in of a person who works for several suppliers waits for their choice (the answer's `chooseSupplier`): until
 * then the signed-in pages send to the chooser (app/guards.tsx). Per tab, as the choice is.
 */
export const SUPPLIER_CHOICE_KEY = 'supplier-choice-pending';

export function storeTokens(tokens: { accessToken: string; refreshToken: string; sessionKind?: string; chooseSupplier?: boolean }): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
  localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  if (tokens.sessionKind) localStorage.setItem(SESSION_KIND_KEY, tokens.sessionKind);
  if (tokens.chooseSupplier) sessionStorage.setItem(SUPPLIER_CHOICE_KEY, '1');
}

export function clearTokens(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
  localStorage.removeItem(SESSION_KIND_KEY);
  sessionStorage.removeItem(SUPPLIER_CHOICE_KEY);
}

export const isSupplierChoicePending = (): boolean => sessionStorage.getItem(SUPPLIER_CHOICE_KEY) !== null;

export function clearSupplierChoice(): void {
  sessionStorage.removeItem(SUPPLIER_CHOICE_KEY);
}

/** The supplier chooser, coming back to the page (path plus query) afterwards. */
export function chooseSupplierPathFor(returnUrl: string): string {
  return returnUrl && returnUrl !== '/' ? `/choose-supplier?returnUrl=${encodeURIComponent(returnUrl)}` : '/choose-supplier';
}

/**
 * A marketplace operator's session: the app opens the console and never calls the supplier's calls (the current user,
 * the flags), which would answer 403. A session stored before the sign-in said so counts as a supplier's (the shell
 * still sends an operator on by the 403).
 */
export const isOperatorSession = (): boolean => isSignedIn() && localStorage.getItem(SESSION_KIND_KEY) === 'operator';

/**
 * When an access token stops being accepted (its `exp` claim, in ms), or null when it does not say (not a JWT). Read
 * without checking the signature: only to renew the token before it runs out, never to trust it.
 */
export function accessTokenExpiresAt(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const claims = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

export function isSignedIn(): boolean {
  return getAccessToken() !== null || getRefreshToken() !== null;
}

/** The login route with the page to come back to (path plus query), as the spec's returnUrl. */
export function loginPathFor(returnUrl: string): string {
  return returnUrl && returnUrl !== '/' ? `/login?returnUrl=${encodeURIComponent(returnUrl)}` : '/login';
}

/** Only same-site paths are followed after sign-in, so a crafted returnUrl cannot send the user away. */
export function safeReturnUrl(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
