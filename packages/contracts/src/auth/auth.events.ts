// Sign-in's domain events (docs/architecture.md, "Domain events"): the audit log records every sign-in of a supplier's
// person, refused or not, with the method that decided it. Operators have no supplier: theirs are not in a supplier's log.

/**
 * How a sign-in (or its refusal) was decided: the first step's grant, or the second factor's; `link` is a sign-in link
 * a signed-in person made for another tab or device (POST /auth/auth-tokens); `sso` the supplier's identity provider.
 */
export const SIGN_IN_METHODS = ['password', 'code', 'totp', 'passkey', 'recovery-code', 'link', 'sso', 'saml'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** A person signed in (a new session): after the second step when they have a factor. */
export interface SignedInEvent {
  type: 'auth.signed-in';
  supplierId: number;
  userId: number;
  method: SignInMethod;
  ip: string;
  userAgent: string | null;
  /** A provider's sign-in: how the provider says the person signed in (providerAssurance of contracts' sso). */
  assurance?: string | null;
}

/** A sign-in of a known person was refused (wrong password, code, second factor; inactive; locked out). */
export interface SignInRefusedEvent {
  type: 'auth.sign-in-refused';
  supplierId: number;
  userId: number;
  method: SignInMethod;
  ip: string;
  userAgent: string | null;
}

export type AuthDomainEvent = SignedInEvent | SignInRefusedEvent;
