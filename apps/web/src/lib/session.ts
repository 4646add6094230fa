// Where the session's tokens live (browser storage keys named by the spec) and the one way to change them.
export const ACCESS_TOKEN_KEY = 'access-token';
export const REFRESH_TOKEN_KEY = 'refresh-token';

export function getAccessToken(): string | null {
  return localStorage.getItem(ACCESS_TOKEN_KEY);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(REFRESH_TOKEN_KEY);
}

export function storeTokens(tokens: { accessToken: string; refreshToken: string }): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
  localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
}

export function clearTokens(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
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
