import ssh2 from 'ssh2';
import { describe, expect, it } from 'vitest';
import { ed25519KeyPair } from './ssh-keys.ts';

describe('ed25519KeyPair', () => {
  it('gives pairs ssh2 reads back, the public line with its comment (ssh2 alone writes about one in 256 malformed)', () => {
    // 1,000 draws: ssh2's own generator fails about 4 of them
    for (let i = 0; i < 1000; i++) {
      const pair = ed25519KeyPair('translator@integrated');
      const parsed = ssh2.utils.parseKey(pair.public);
      expect(parsed).not.toBeInstanceOf(Error);
      expect(ssh2.utils.parseKey(pair.private)).not.toBeInstanceOf(Error);
      expect((parsed as ssh2.ParsedKey).comment).toBe('translator@integrated');
    }
  });
});
