import { describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX } from './passkeys.rules.ts';
import {
  passkeyAuthenticationResponse,
  passkeyIdParam,
  passkeyRegistered,
  passkeyRegistrationRequest,
  factorConfirmationRequest,
  passkeyRenameRequest,
  passkeySignInOptionsRequest,
  passkeySignInRequest,
  signInPasskeyEnrolmentOptionsRequest,
  signInPasskeyEnrolmentRequest,
} from './passkeys.schemas.ts';
import { freshVerificationRequest } from './second-factor.schemas.ts';
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

describe("a change confirmed by any factor (a passkey's or the app's removal, new recovery codes)", () => {
  it('takes exactly one verification: a passkey answer or a code', () => {
    expect(factorConfirmationRequest.safeParse({ passkey: ASSERTION }).success).toBe(true);
    expect(factorConfirmationRequest.safeParse({ code: '123456' }).success).toBe(true);
    expect(factorConfirmationRequest.safeParse({ code: 'k7m2p-x9c4r' }).success).toBe(true);
    expect(messages(factorConfirmationRequest.safeParse({}))).toEqual([`: ${PASSKEY_MESSAGES.verificationRequired}`]);
    expect(messages(factorConfirmationRequest.safeParse({ passkey: ASSERTION, code: '123456' }))).toEqual([
      `: ${PASSKEY_MESSAGES.verificationRequired}`,
    ]);
    expect(messages(factorConfirmationRequest.safeParse({ code: 'nope' }))).toEqual([`code: ${SECOND_FACTOR_MESSAGES.codeFormat}`]);
  });

  it('takes a passkey id in the path as a record id', () => {
    expect(passkeyIdParam.safeParse({ passkeyId: '7' }).data).toEqual({ passkeyId: 7 });
    expect(passkeyIdParam.safeParse({ passkeyId: '0' }).success).toBe(false);
    expect(passkeyIdParam.safeParse({ passkeyId: 'abc' }).success).toBe(false);
  });
});

describe('renaming a passkey', () => {
  it('takes a name by the same rule as adding one', () => {
    expect(passkeyRenameRequest.safeParse({ name: 'Desk' }).success).toBe(true);
    expect(passkeyRenameRequest.safeParse({ name: 'x'.repeat(PASSKEY_NAME_MAX) }).success).toBe(true);
    expect(messages(passkeyRenameRequest.safeParse({ name: ' ' }))).toEqual([`name: ${PASSKEY_MESSAGES.nameRequired}`]);
    expect(messages(passkeyRenameRequest.safeParse({ name: 'x'.repeat(PASSKEY_NAME_MAX + 1) }))).toEqual([
      `name: ${PASSKEY_MESSAGES.nameTooLong}`,
    ]);
    expect(messages(passkeyRenameRequest.safeParse({}))).toEqual(['name: Field is required']);
    expect(passkeyRenameRequest.safeParse({ name: 'Desk', id: 7 }).success).toBe(false);
  });
});

describe('the first passkey and the sign-in’s required setup', () => {
  it('answers the recovery codes with the first passkey, null with a later one', () => {
    const listed = { id: 7, name: 'Desk', createdOn: '2026-12-02T10:00:00.000Z', lastUsedOn: null };
    expect(passkeyRegistered.safeParse({ ...listed, recoveryCodes: ['k7m2p-x9c4r'] }).success).toBe(true);
    expect(passkeyRegistered.safeParse({ ...listed, recoveryCodes: null }).success).toBe(true);
    expect(passkeyRegistered.safeParse(listed).success).toBe(false);
  });

  it("takes the first step's challenge, a name and the authenticator's answer", () => {
    expect(signInPasskeyEnrolmentOptionsRequest.safeParse({ challengeToken: 't' }).success).toBe(true);
    expect(messages(signInPasskeyEnrolmentOptionsRequest.safeParse({}))).toEqual(['challengeToken: Field is required']);
    expect(signInPasskeyEnrolmentRequest.safeParse({ challengeToken: 't', name: 'Laptop', response: REGISTRATION }).success).toBe(true);
    expect(messages(signInPasskeyEnrolmentRequest.safeParse({ challengeToken: 't', name: '', response: REGISTRATION }))).toEqual([
      `name: ${PASSKEY_MESSAGES.nameRequired}`,
    ]);
    expect(messages(signInPasskeyEnrolmentRequest.safeParse({ challengeToken: 't', name: 'A' }))).toEqual(['response: Field is required']);
  });
});

describe('a fresh verification', () => {
  it('takes the password or nothing (a recent sign-in)', () => {
    expect(freshVerificationRequest.safeParse({}).success).toBe(true);
    expect(freshVerificationRequest.safeParse({ password: 'Portal-demo-1' }).success).toBe(true);
    expect(messages(freshVerificationRequest.safeParse({ password: '' }))).toEqual(['password: Field is required']);
    expect(freshVerificationRequest.safeParse({ password: 'p', other: 1 }).success).toBe(false);
  });
});
