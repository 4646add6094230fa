// The one e-mail rule on the auth calls that take an address (docs/decisions/api-document.md).
import { describe, expect, it } from 'vitest';
import { accessTokenRequest, oneTimeCodeRequest, sendPasswordResetEmailRequest } from './auth.schemas.ts';

describe('e-mail addresses of the auth calls', () => {
  it('refuses a domain label ending in "-" and "0@com", as format: email does', () => {
    expect(oneTimeCodeRequest.safeParse({ email: 'a@b-.co' }).success).toBe(false);
    expect(sendPasswordResetEmailRequest.safeParse({ email: '0@com' }).success).toBe(false);
    expect(accessTokenRequest.safeParse({ email: '0@com', oneTimeCode: '123456' }).success).toBe(false);
    expect(oneTimeCodeRequest.safeParse({ email: 'admin@acme.test' }).success).toBe(true);
  });
});
