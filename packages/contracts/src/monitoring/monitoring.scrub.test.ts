import { describe, expect, it } from 'vitest';
import { REDACTED, isDroppedResource, scrubText, scrubValue } from './monitoring.scrub.ts';

describe('scrubText', () => {
  it('redacts token, code and e-mail query parameters and keeps the others', () => {
    expect(scrubText('https://portal.test/reset-password?token=abc123&next=%2Forders')).toBe(
      `https://portal.test/reset-password?token=${REDACTED}&next=%2Forders`,
    );
    expect(scrubText('/verify?email=ann%40acme.test&code=123456')).toBe(`/verify?email=${REDACTED}&code=${REDACTED}`);
    expect(scrubText('/api/orders?page=2&accessToken=x.y.z')).toBe(`/api/orders?page=2&accessToken=${REDACTED}`);
  });

  it('redacts JSON fields, bearer tokens, JWTs, phrases and e-mail addresses in free text', () => {
    expect(scrubText('{"email":"ann@acme.test","password":"Portal-demo-1","name":"Ann"}')).toBe(
      `{"email":"${REDACTED}","password":"${REDACTED}","name":"Ann"}`,
    );
    expect(scrubText('Authorization: Bearer abc.def-ghi')).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(scrubText('got eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig_nature')).toBe(`got ${REDACTED}`);
    expect(scrubText('sign-in failed for clerk@acme.test, password: hunter2')).toBe(
      `sign-in failed for ${REDACTED}, password: ${REDACTED}`,
    );
  });
});

describe('scrubValue', () => {
  it('blanks values of secret keys and scrubs every string, deeply', () => {
    const event = {
      message: 'user admin@acme.test signed in',
      context: { refreshToken: 'r-1', nested: { oneTimeCode: 123456, url: '/x?token=t' }, list: ['a@b.co'] },
      http: { headers: { Authorization: 'Bearer zzz', accept: 'json' } },
      resource: { status_code: 200 },
    };
    scrubValue(event);
    expect(event).toEqual({
      message: `user ${REDACTED} signed in`,
      context: { refreshToken: REDACTED, nested: { oneTimeCode: REDACTED, url: `/x?token=${REDACTED}` }, list: [REDACTED] },
      http: { headers: { Authorization: REDACTED, accept: 'json' } },
      resource: { status_code: 200 },
    });
  });
});

describe('isDroppedResource', () => {
  it('drops resource events with status 400 to 403 only', () => {
    for (const status of [400, 401, 402, 403])
      expect(isDroppedResource({ type: 'resource', resource: { status_code: status } })).toBe(true);
    for (const status of [200, 404, 500]) expect(isDroppedResource({ type: 'resource', resource: { status_code: status } })).toBe(false);
    expect(isDroppedResource({ type: 'error', resource: { status_code: 401 } })).toBe(false);
  });
});
