// The console's partner setup, its SFTP part (docs/decisions/edi.md, "SFTP"): the trading partner's sign-in on the
// portal's SFTP server, a user name with a password (stored hashed, never answered) and/or OpenSSH public keys.
import { z } from '../../zod.ts';
import '../../messages.ts';
import { isoDateTime } from '../../orders/orders.schemas.ts';

export const EDI_SFTP_USER_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,31}$/;
export const EDI_SFTP_PASSWORD_MIN = 12;
export const EDI_SFTP_PASSWORD_MAX = 128;
export const EDI_SFTP_MAX_PUBLIC_KEYS = 5;
/** One OpenSSH public key line: its type, the key in base64 and an optional comment (`ssh-ed25519 AAAA... name@host`). */
export const EDI_SFTP_PUBLIC_KEY_PATTERN =
  /^(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp256|ecdsa-sha2-nistp384|ecdsa-sha2-nistp521) [A-Za-z0-9+/]{16,}={0,3}( [^\r\n]{1,200})?$/;

export const EDI_SFTP_MESSAGES = {
  userName: 'Use 3 to 32 lower-case letters, digits, dots, dashes or underscores, starting with a letter or digit',
  publicKey: 'Enter an OpenSSH public key (ssh-ed25519, ssh-rsa or ecdsa-sha2-...): its type, the key and an optional comment',
  publicKeyUnreadable: 'This public key cannot be read',
  credentialNeeded: 'Set a password or at least one public key',
  tooManyKeys: `Up to ${EDI_SFTP_MAX_PUBLIC_KEYS} public keys, one a line`,
  userNameTaken: (userName: string) => `The user name ${userName} is taken by another trading partner.`,
  noPartner: 'The supplier has no EDI trading partner.',
  noAccount: "The supplier's trading partner has no SFTP sign-in.",
} as const;

/**
 * Sets the partner's SFTP sign-in (creates it or replaces it). password: a new one; null removes it; omitted keeps the
 * one set (so the keys can change without typing it again). publicKeys replaces the list. A sign-in needs a password
 * or a key.
 */
const ediSftpUserName = z.string().regex(EDI_SFTP_USER_NAME_PATTERN, { message: EDI_SFTP_MESSAGES.userName });
const ediSftpPassword = z.string().min(EDI_SFTP_PASSWORD_MIN).max(EDI_SFTP_PASSWORD_MAX);

export const ediSftpAccountRequest = z
  .object({
    userName: ediSftpUserName,
    password: ediSftpPassword.nullable().optional(),
    publicKeys: z
      .array(z.string().trim().regex(EDI_SFTP_PUBLIC_KEY_PATTERN, { message: EDI_SFTP_MESSAGES.publicKey }))
      .max(EDI_SFTP_MAX_PUBLIC_KEYS),
  })
  .superRefine((value, ctx) => {
    if (value.password === null && value.publicKeys.length === 0)
      ctx.addIssue({ code: 'custom', path: ['publicKeys'], message: EDI_SFTP_MESSAGES.credentialNeeded });
  });
export type EdiSftpAccountRequest = z.infer<typeof ediSftpAccountRequest>;

export const ediSftpPublicKey = z.object({
  /** The OpenSSH line as set (a public key is no secret: the console shows the list to change it). */
  line: z.string(),
  /** ssh-ed25519, ssh-rsa, ecdsa-sha2-nistp256, ... */
  type: z.string(),
  /** As `ssh-keygen -l` prints it: SHA256:<base64 without padding>. */
  fingerprint: z.string(),
  comment: z.string().nullable(),
});

/** The partner's SFTP sign-in as the console shows it (the password never leaves the server). */
export const ediSftpAccount = z.object({
  userName: z.string(),
  passwordSet: z.boolean(),
  publicKeys: z.array(ediSftpPublicKey),
  updatedOn: isoDateTime,
});
export type EdiSftpAccount = z.infer<typeof ediSftpAccount>;

/** The public keys of the console's text area: one a line, blank lines left out. */
export const ediSftpPublicKeyLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The console's form for the sign-in (/ops/suppliers/:id/edi): the password field empty keeps the one set (or sets
 * none), the switch removes it; the public keys one a line. The same rules as the request, on the form's own fields;
 * whether a credential is left is the server's to say (it knows whether a password is set).
 */
export const ediSftpAccountForm = z.object({
  userName: ediSftpUserName,
  password: z.union([z.literal(''), ediSftpPassword]),
  removePassword: z.boolean(),
  publicKeys: z.string().superRefine((text, ctx) => {
    const lines = ediSftpPublicKeyLines(text);
    if (lines.length > EDI_SFTP_MAX_PUBLIC_KEYS) ctx.addIssue({ code: 'custom', message: EDI_SFTP_MESSAGES.tooManyKeys });
    else if (lines.some((line) => !EDI_SFTP_PUBLIC_KEY_PATTERN.test(line)))
      ctx.addIssue({ code: 'custom', message: EDI_SFTP_MESSAGES.publicKey });
  }),
});
export type EdiSftpAccountFormValues = z.infer<typeof ediSftpAccountForm>;

/** The form's values as the call's body: an empty password keeps the one set, the switch removes it (null). */
export const ediSftpAccountRequestOf = (form: EdiSftpAccountFormValues): EdiSftpAccountRequest => ({
  userName: form.userName,
  ...(form.removePassword ? { password: null } : form.password ? { password: form.password } : {}),
  publicKeys: ediSftpPublicKeyLines(form.publicKeys),
});

/** The form's values of the sign-in as set (or of none yet). */
export const ediSftpAccountFormValues = (account: EdiSftpAccount | null): EdiSftpAccountFormValues => ({
  userName: account?.userName ?? '',
  password: '',
  removePassword: false,
  publicKeys: (account?.publicKeys ?? []).map((k) => k.line).join('\n'),
});
