// A software authenticator for the passkey tests: it makes a P-256 key pair with node's crypto and answers the
// portal's WebAuthn options as a real authenticator would (attestation "none", authenticator data with the RP id's
// hash, flags and counter, an ECDSA signature over the authenticator data and the client data's hash). Each answer can
// be bent (origin, RP id, counter, user verification, challenge) to test what the server refuses.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64u = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export interface AnswerOptions {
  origin?: string;
  rpId?: string;
  /** The signature counter to report (default: one more than the last answer's). */
  counter?: number;
  userVerified?: boolean;
  challenge?: string;
  /** webauthn.create / webauthn.get, as the client data's type says. */
  type?: string;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user?: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export class SoftwareAuthenticator {
  readonly rawId = randomBytes(16);
  readonly id = b64u(this.rawId);
  private readonly keys: { publicKey: KeyObject; privateKey: KeyObject } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private userHandle: string | undefined;
  counter = 0;

  constructor(private readonly defaults: { origin: string; rpId: string }) {}

  private cosePublicKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private authenticatorData(rpId: string, counter: number, userVerified: boolean, attested: boolean): Buffer {
    const flags = 0x01 | (userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const parts = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(this.rawId.length);
      parts.push(Buffer.alloc(16), idLength, this.rawId, Buffer.from(this.cosePublicKey()));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to registration options (navigator.credentials.create): a RegistrationResponseJSON. */
  register(options: CreationOptions, bent: AnswerOptions = {}) {
    this.userHandle = options.user?.id;
    const rpId = bent.rpId ?? options.rp.id ?? this.defaults.rpId;
    this.counter = bent.counter ?? 0;
    const authData = this.authenticatorData(rpId, this.counter, bent.userVerified ?? true, true);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as Map<string, never>,
    );
    const clientDataJSON = this.clientData(
      bent.type ?? 'webauthn.create',
      bent.challenge ?? options.challenge,
      bent.origin ?? this.defaults.origin,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64u(clientDataJSON), attestationObject: b64u(attestationObject), transports: ['internal' as const] },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /** The answer to request options (navigator.credentials.get): an AuthenticationResponseJSON, the counter moved on. */
  answer(options: RequestOptions, bent: AnswerOptions = {}) {
    const rpId = bent.rpId ?? options.rpId ?? this.defaults.rpId;
    const counter = bent.counter ?? this.counter + 1;
    this.counter = Math.max(this.counter, counter);
    const authData = this.authenticatorData(rpId, counter, bent.userVerified ?? true, false);
    const clientDataJSON = this.clientData(
      bent.type ?? 'webauthn.get',
      bent.challenge ?? options.challenge,
      bent.origin ?? this.defaults.origin,
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64u(clientDataJSON),
        authenticatorData: b64u(authData),
        signature: b64u(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
