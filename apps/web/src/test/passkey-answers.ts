// What the passkey tests' mocked browser answers (@simplewebauthn/browser is mocked per test file with vi.mock), the
// server's request options, and the JSON body a call was sent with.
export const REQUEST_OPTIONS = { challenge: 'c-get', rpId: 'localhost' };
export const PASSKEY_ANSWER = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key',
  response: { clientDataJSON: 'a', authenticatorData: 'b', signature: 'c' },
  clientExtensionResults: {},
};

/** The parsed JSON body of the first call to a URL ending in `path`, or undefined when there was none. */
export function sentBody(calls: unknown[][], path: string): unknown {
  const call = calls.find(([url]) => String(url).endsWith(path)) as [string, RequestInit] | undefined;
  return call ? JSON.parse(String(call[1].body)) : undefined;
}
