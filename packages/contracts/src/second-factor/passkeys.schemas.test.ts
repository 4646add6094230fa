import { describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX } from './passkeys.rules.ts';
import {
  passkeyAuthenticationResponse,
  passkeyIdParam,
  passkeyRegistrationRequest,
  passkeyRemovalRequest,
  passkeySignInOptionsRequest,
  passkeySignInRequest,
} from './passkeys.schemas.ts';
import { SECOND_FACTOR_MESSAGES } from './second-factor.rules.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

const REGISTRATION = {
  id: 'AbC-_1',
  rawId: 'AbC-_1',
  type: 'public-key',
  response: { clientDataJSON: 'eyJ0', attestationObject: 'o2Nm', transports: ['internal', 'hybrid'] },
  clientExtensionResults: {},
};
const ASSERTION = {
  id: 'AbC-_1',
  rawId: 'AbC-_1',
  type: 'public-key',
  response: { clientDataJSON: 'eyJ0', authenticatorData: 'SZYN', signature: 'MEUC', userHandle: 'dXNlcg' },
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
};

describe('a passkey registration', () => {
  it('takes the authenticator answer as @simplewebauthn/browser sends it, with a name', () => {
    expect(passkeyRegistrationRequest.safeParse({ name: 'Work laptop', response: REGISTRATION }).success).toBe(true);
  });

  it.each([
    ['a blank name', { name: '  ', response: REGISTRATION }, [`name: ${PASSKEY_MESSAGES.nameRequired}`]],
    ['a long name', { name: 'x'.repeat(PASSKEY_NAME_MAX + 1), response: REGISTRATION }, [`name: ${PASSKEY_MESSAGES.nameTooLong}`]],
    ['no name', { response: REGISTRATION }, ['name: Field is required']],
    [
      'an id not in base64url',
      { name: 'A', response: { ...REGISTRATION, id: 'a+b/c=' } },
      [`response.id: ${PASSKEY_MESSAGES.responseFormat}`],
    ],
    ['another type', { name: 'A', response: { ...REGISTRATION, type: 'password' } }, [`response.type: ${PASSKEY_MESSAGES.responseFormat}`]],
    [
      'no attestation',
      { name: 'A', response: { ...REGISTRATION, response: { clientDataJSON: 'eyJ0' } } },
      ['response.response.attestationObject: Field is required'],
    ],
  ])('refuses %s', (_case, value, expected) => {
    expect(messages(passkeyRegistrationRequest.safeParse(value))).toEqual(expected);
  });

  it('refuses an unknown transport and an extra field', () => {
    const transports = { ...REGISTRATION, response: { ...REGISTRATION.response, transports: ['pigeon'] } };
    expect(passkeyRegistrationRequest.safeParse({ name: 'A', response: transports }).success).toBe(false);
    expect(passkeyRegistrationRequest.safeParse({ name: 'A', response: REGISTRATION, extra: 1 }).success).toBe(false);
  });
});

describe('a passkey answer (sign-in, verification)', () => {
  it('takes an assertion, the user handle being optional', () => {
    expect(passkeyAuthenticationResponse.safeParse(ASSERTION).success).toBe(true);
    const { userHandle: _omitted, ...withoutHandle } = ASSERTION.response;
    expect(passkeyAuthenticationResponse.safeParse({ ...ASSERTION, response: withoutHandle }).success).toBe(true);
  });

  it('needs the signature and the authenticator data', () => {
    const { signature: _s, authenticatorData: _a, ...bare } = ASSERTION.response;
    expect(messages(passkeyAuthenticationResponse.safeParse({ ...ASSERTION, response: bare }))).toEqual([
      'response.authenticatorData: Field is required',
      'response.signature: Field is required',
    ]);
  });

  it('signs in with or without the first step’s challenge, and asks options the same way', () => {
    expect(passkeySignInRequest.safeParse({ passkey: ASSERTION }).success).toBe(true);
    expect(passkeySignInRequest.safeParse({ challengeToken: 't', passkey: ASSERTION }).success).toBe(true);
    expect(messages(passkeySignInRequest.safeParse({ challengeToken: '', passkey: ASSERTION }))).toEqual([
      'challengeToken: Field is required',
    ]);
    expect(passkeySignInOptionsRequest.safeParse({}).success).toBe(true);
    expect(passkeySignInOptionsRequest.safeParse({ userName: 'a' }).success).toBe(false);
  });
});

describe('a passkey removal', () => {
  it('takes exactly one verification: a passkey answer or a code', () => {
    expect(passkeyRemovalRequest.safeParse({ passkey: ASSERTION }).success).toBe(true);
    expect(passkeyRemovalRequest.safeParse({ code: '123456' }).success).toBe(true);
    expect(passkeyRemovalRequest.safeParse({ code: 'k7m2p-x9c4r' }).success).toBe(true);
    expect(messages(passkeyRemovalRequest.safeParse({}))).toEqual([`: ${PASSKEY_MESSAGES.verificationRequired}`]);
    expect(messages(passkeyRemovalRequest.safeParse({ passkey: ASSERTION, code: '123456' }))).toEqual([
      `: ${PASSKEY_MESSAGES.verificationRequired}`,
    ]);
    expect(messages(passkeyRemovalRequest.safeParse({ code: 'nope' }))).toEqual([`code: ${SECOND_FACTOR_MESSAGES.codeFormat}`]);
  });

  it('takes a passkey id in the path as a record id', () => {
    expect(passkeyIdParam.safeParse({ passkeyId: '7' }).data).toEqual({ passkeyId: 7 });
    expect(passkeyIdParam.safeParse({ passkeyId: '0' }).success).toBe(false);
    expect(passkeyIdParam.safeParse({ passkeyId: 'abc' }).success).toBe(false);
  });
});
