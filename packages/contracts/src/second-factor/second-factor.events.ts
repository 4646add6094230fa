// The second factor's domain events (docs/architecture.md, "Domain events"): the audit log records each change.

export type SecondFactorChange =
  | 'totp-enrolled'
  | 'totp-removed'
  | 'recovery-codes-regenerated'
  | 'recovery-code-used'
  | 'passkey-registered'
  | 'passkey-renamed'
  | 'passkey-removed';

/** A person's second factor changed (an app set up or removed, new recovery codes, a passkey registered, renamed or removed). */
export interface SecondFactorChangedEvent {
  type: 'second-factor.changed';
  supplierId: number;
  /** Whose factor. */
  userId: number;
  change: SecondFactorChange;
  ip: string;
}

export type SecondFactorDomainEvent = SecondFactorChangedEvent;
