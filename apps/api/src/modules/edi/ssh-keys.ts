// An ed25519 key pair in OpenSSH's format that ssh2 reads back. ssh2's generateKeyPairSync('ed25519') strips the leading
// zero bytes of the public key, so about one pair in 256 is written malformed and refused by its own parseKey
// (mscdex/ssh2 issues 1390 and 1513, open): such a pair is drawn again.
import ssh2 from 'ssh2';

/** Draws that are refused before giving up: the chance of 20 malformed pairs in a row is 256^-20. */
const DRAWS = 20;

/** A key pair as ssh2 writes it: OpenSSH's private key file and the public key's line. */
export interface SshKeyPair {
  private: string;
  public: string;
}

export function ed25519KeyPair(comment?: string): SshKeyPair {
  for (let draw = 0; draw < DRAWS; draw++) {
    const pair = ssh2.utils.generateKeyPairSync('ed25519', comment === undefined ? {} : { comment });
    if (!(ssh2.utils.parseKey(pair.private) instanceof Error) && !(ssh2.utils.parseKey(pair.public) instanceof Error)) return pair;
  }
  throw new Error(`ssh2 drew ${DRAWS} ed25519 key pairs it cannot read`);
}
