// The browser's side of passkeys (docs/decisions/auth.md, "Passkeys") through @simplewebauthn/browser, loaded when a
// passkey is used (not with /login's first download): create one from the server's options, answer a server's
// challenge with one, and the words of the browser's refusals. The sign-in (features/auth) and the security page
// (features/second-factor) both use it.
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@portal/contracts';
// the rules file itself, not the contracts' index: the sign-in page loads this (docs/decisions/delivery.md, budgets)
import { PASSKEY_BROWSER_MESSAGES as WORDS } from '@portal/contracts/second-factor/passkeys.rules';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

const webauthn = () => import('@simplewebauthn/browser');

/** The browser's refusal in the portal's words (cancelled, timed out, unsupported); other errors as they are. */
export class PasskeyCancelled extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PasskeyCancelled';
  }
}

async function inBrowser<T>(call: (lib: Awaited<ReturnType<typeof webauthn>>) => Promise<T>): Promise<T> {
  const lib = await webauthn();
  if (!lib.browserSupportsWebAuthn()) throw new PasskeyCancelled(WORDS.unsupported);
  try {
    return await call(lib);
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'NotAllowedError' || name === 'AbortError') throw new PasskeyCancelled(WORDS.cancelled);
    if (name === 'InvalidStateError') throw new PasskeyCancelled(WORDS.alreadyRegistered);
    // the library wraps the browser's DOMException: its cause names what happened
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.name : '';
    if (cause === 'NotAllowedError' || cause === 'AbortError') throw new PasskeyCancelled(WORDS.cancelled);
    if (cause === 'InvalidStateError') throw new PasskeyCancelled(WORDS.alreadyRegistered);
    throw error;
  }
}

/** navigator.credentials.create with the server's registration options. */
export const createPasskey = (options: PasskeyCreationOptions): Promise<RegistrationResponseJSON> =>
  inBrowser((lib) => lib.startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }));

/** navigator.credentials.get with the server's request options. */
export const answerWithPasskey = (options: PasskeyRequestOptions): Promise<AuthenticationResponseJSON> =>
  inBrowser((lib) => lib.startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }));

/** A failure's words for an alert (the server's answer or the browser's refusal). */
export const passkeyFailureText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
