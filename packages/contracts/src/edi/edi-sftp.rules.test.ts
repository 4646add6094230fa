// EDI over SFTP's rules shared by the server and the console: the outbound files' names, the inbound names taken,
// and the partner's sign-in request with its messages.
import { describe, expect, it } from 'vitest';
import { controlNumberOfOutboundFileName, EDI_INBOUND_FILE_NAME_PATTERN, ediOutboundFileName } from './edi-sftp.rules.ts';
import { EDI_SFTP_MESSAGES, ediSftpAccountRequest } from './ops/ops-edi-sftp.schemas.ts';

const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIApdayT0RNCB60PvfQZVViOlYd9gXArWtk1xK8cs0sLq translator@partner';

describe('outbound file names', () => {
  it('name an interchange by its nine-digit control number and document type, and read back', () => {
    expect(ediOutboundFileName(12, '850')).toBe('000000012.850.x12');
    expect(ediOutboundFileName(999_999_999, '997')).toBe('999999999.997.x12');
    expect(controlNumberOfOutboundFileName('000000012.850.x12')).toBe(12);
    expect(controlNumberOfOutboundFileName(ediOutboundFileName(4567, null))).toBe(4567);
  });

  it('read no control number from a name the portal does not write', () => {
    for (const name of ['000000000.850.x12', '12.850.x12', '000000012.850', '000000012.85.x12', '../000000012.850.x12', 'x'])
      expect(controlNumberOfOutboundFileName(name), name).toBeNull();
  });
});

describe('inbound file names', () => {
  it('take letters, digits, dots, dashes and underscores, up to 100, not starting with a dot', () => {
    for (const name of ['po.x12', 'ASN_2026-03-05.edi', 'a', 'x'.repeat(100)])
      expect(EDI_INBOUND_FILE_NAME_PATTERN.test(name), name).toBe(true);
    for (const name of ['.hidden', 'with space.x12', 'a/b', '..', 'x'.repeat(101), '', 'ünï.x12'])
      expect(EDI_INBOUND_FILE_NAME_PATTERN.test(name), name).toBe(false);
  });
});

describe("the partner's SFTP sign-in request", () => {
  const issues = (value: unknown) => ediSftpAccountRequest.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('takes a user name with a password, keys, or both; a password left out or null', () => {
    expect(issues({ userName: 'partner-1', password: 'twelve-chars', publicKeys: [] })).toEqual([]);
    expect(issues({ userName: 'p.a_r', publicKeys: [KEY] })).toEqual([]);
    expect(issues({ userName: 'partner', password: null, publicKeys: [` ${KEY} `] })).toEqual([]);
    expect(ediSftpAccountRequest.parse({ userName: 'partner', publicKeys: [` ${KEY} `] }).publicKeys).toEqual([KEY]);
  });

  it('refuses each field with its message', () => {
    expect(issues({ userName: 'Upper', publicKeys: [KEY] })).toEqual([['userName', EDI_SFTP_MESSAGES.userName]]);
    expect(issues({ userName: 'partner', password: 'short', publicKeys: [] })[0]?.[0]).toBe('password');
    expect(issues({ userName: 'partner', publicKeys: ['ssh-dss AAAAB3NzaC1kc3MAAACBAP'] })).toEqual([
      ['publicKeys.0', EDI_SFTP_MESSAGES.publicKey],
    ]);
    expect(issues({ userName: 'partner', publicKeys: [`${KEY}\nssh-ed25519 AAAA`] })).toEqual([
      ['publicKeys.0', EDI_SFTP_MESSAGES.publicKey],
    ]);
    expect(issues({ userName: 'partner', publicKeys: Array(6).fill(KEY) })[0]?.[0]).toBe('publicKeys');
    expect(issues({ userName: 'partner', password: null, publicKeys: [] })).toEqual([['publicKeys', EDI_SFTP_MESSAGES.credentialNeeded]]);
  });
});
