// The relying party's side of WebAuthn through @simplewebauthn/server: the options a browser's call takes and the
// checks of the authenticator's answers (challenge, origin, RP id, signature, counter). The RP id and origin are the
// portal's own (PUBLIC_URL): an answer made for another site or origin is refused.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  type AuthenticatorTransportFuture,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { PASSKEY_CHALLENGE_TTL_S, TOTP_ISSUER, type PasskeyCreationOptions, type PasskeyRequestOptions } from '@portal/contracts';

export interface RelyingParty {
  /** The site passkeys are bound to: the host name of the portal's address. */
  id: string;
  name: string;
  /** The origin the browser reports (scheme, host, port of PUBLIC_URL). */
  origin: string;
}

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, name: TOTP_ISSUER, origin: url.origin };
}

interface KnownCredential {
  credentialId: string;
  transports: string[];
}

const descriptor = (c: KnownCredential) => ({ id: c.credentialId, transports: c.transports as AuthenticatorTransportFuture[] });

// the contracts describe the options as open objects (the document's schema), which the library's interfaces satisfy
// but TypeScript cannot see (interfaces have no index signature): hence the casts.
export async function registrationOptions(
  rp: RelyingParty,
  person: { userName: string; userHandle: string },
  existing: KnownCredential[],
): Promise<PasskeyCreationOptions> {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: person.userName,
    userID: isoBase64URL.toBuffer(person.userHandle),
    attestationType: 'none',
    excludeCredentials: existing.map(descriptor),
    // a discoverable credential, so that it also signs in without a user name (the passwordless sign-in)
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: PASSKEY_CHALLENGE_TTL_S * 1000,
  });
  return options as unknown as PasskeyCreationOptions;
}

/** Options for the person's passkeys (allowed: those), or for any discoverable passkey of the site (none listed). */
export async function requestOptions(rp: RelyingParty, allowed: KnownCredential[] | null): Promise<PasskeyRequestOptions> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: allowed?.map(descriptor),
    // without a password the passkey is both factors: the authenticator must verify the person (PIN, biometrics)
    userVerification: allowed ? 'preferred' : 'required',
    timeout: PASSKEY_CHALLENGE_TTL_S * 1000,
  });
  return options as unknown as PasskeyRequestOptions;
}

/** The challenge an answer was made for, read from its client data; null when the answer holds none. */
export function challengeOfAnswer(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge !== '' ? data.challenge : null;
  } catch {
    return null;
  }
}

export interface NewCredential {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
}

/** The registered credential, or null when the answer fails any check (the library's reason is not shown). */
export async function checkRegistration(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  challenge: string,
): Promise<NewCredential | null> {
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!verified || !registrationInfo) return null;
    const { credential } = registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
      deviceType: registrationInfo.credentialDeviceType,
      backedUp: registrationInfo.credentialBackedUp,
    };
  } catch {
    return null;
  }
}

/**
 * The authenticator's new counter when the answer is the credential's signature over this challenge, for this site and
 * origin (with the person verified when asked); null otherwise. A counter that does not move forward is refused here
 * too (a cloned authenticator), whatever the library decides: both zero is an authenticator that keeps no counter.
 */
export async function checkAssertion(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  challenge: string,
  stored: KnownCredential & { publicKey: string; counter: number },
  requireUserVerification: boolean,
): Promise<number | null> {
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: stored.credentialId,
        publicKey: isoBase64URL.toBuffer(stored.publicKey),
        counter: stored.counter,
        transports: stored.transports as AuthenticatorTransportFuture[],
      },
      requireUserVerification,
    });
    if (!verified) return null;
    const next = authenticationInfo.newCounter;
    if ((next > 0 || stored.counter > 0) && next <= stored.counter) return null;
    return next;
  } catch {
    return null;
  }
}
