// The migrations' journal (drizzle): the migrator applies a migration only when its journal time ("when") is after the
// last applied one's, so a migration listed after another with an earlier time is skipped on every database that has
// the later one (a merge of branches can do that). Each entry's index, tag and file agree, and times rise with the index.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string; when: number }[];
};

describe('the migrations journal', () => {
  it('lists each migration once, its file present, its index the tag number, the indexes rising', () => {
    const tags = journal.entries.map((e) => e.tag);
    expect(new Set(tags).size).toBe(tags.length);
    for (const e of journal.entries) {
      expect(existsSync(path.join(MIGRATIONS, `${e.tag}.sql`)), e.tag).toBe(true);
      expect(Number(e.tag.slice(0, 4)), e.tag).toBe(e.idx);
    }
    const indexes = journal.entries.map((e) => e.idx);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  });

  it('has times that rise with the index (an earlier time after a later one is never applied where the later one is)', () => {
    const late = journal.entries.filter((e, i) => i > 0 && e.when <= journal.entries[i - 1]!.when).map((e) => e.tag);
    expect(late).toEqual([]);
  });
});
