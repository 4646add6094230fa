// The docs name only paths that exist: every repository path docs/architecture.md names (in backticks, and the entries
// of its layout tree, each under its parent folder), every path in backticks on a page of docs/decisions/, and those
// of each API module's README.md (every module has one). A full path (from a top-level folder or file of the
// repository) must exist as it is; a shorter one (`core/order-lock.ts`, `label-pdf.ts`, `list/`) must end some
// repository path, so a renamed or moved file fails here too.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));

/** Endings that make a backticked word a file name (data and generated files such as .xlsx or .pdf are not named as paths). */
const FILE_ENDING = /\.(ts|tsx|js|mjs|cjs|json|md|sql|ya?ml|sh|html|css)$/;
/** Words that cannot be a path: placeholders, globs, calls, URLs' parts, prose. */
const NOT_A_PATH = /[\s<>*$()=?:|…#,'"[\]]|\.\.\./;

/** `a/{b,c}/d.ts` -> a/b/d.ts, a/c/d.ts (every group, one level each). */
function expandBraces(word: string): string[] {
  const group = /\{([^{}]*)\}/.exec(word);
  if (!group) return [word];
  const [head, tail] = [word.slice(0, group.index), word.slice(group.index + group[0].length)];
  return group[1]!.split(',').flatMap((choice) => expandBraces(`${head}${choice}${tail}`));
}

/** Is this backticked word meant as a path in the repository? */
function asPath(word: string, topLevel: ReadonlySet<string>): string | undefined {
  const path = word.replace(/^\.\//, '');
  if (!path || path.startsWith('/') || path.startsWith('@') || NOT_A_PATH.test(path.replace(/\{[^{}]*\}/g, ''))) return undefined;
  const first = path.split('/')[0]!;
  if (path.includes('/') && topLevel.has(first)) return path;
  if (path.endsWith('/') && /^[\w.-]+(\/[\w.-]+)*\/$/.test(path)) return path;
  return FILE_ENDING.test(path) && /^[\w.-]+(\/[\w.-]+)*$/.test(path) ? path : undefined;
}

/** Paths named in backticks outside fenced code blocks. */
function backtickedPaths(markdown: string, topLevel: ReadonlySet<string>): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const words = [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
  return words.flatMap((word) => expandBraces(word)).flatMap((word) => asPath(word, topLevel) ?? []);
}

/**
 * The entries of the layout tree (the first fenced block after "## Layout"): the name column of each line (up to two
 * spaces), resolved against the folder above it by indentation. Placeholders (`<area>/`) and what lies below them are
 * left out, as are "..." and globs.
 */
function layoutTreePaths(markdown: string): string[] {
  const tree = /^## Layout\n[\s\S]*?^```\n([\s\S]*?)^```/m.exec(markdown)?.[1];
  if (!tree) return [];
  const folders: { indent: number; path: string | undefined }[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const name = /^( *)\S/.exec(line);
    if (!name) continue;
    const indent = name[1]!.length;
    const column = line.slice(indent).split(/ {2,}/)[0]!;
    while (folders.length && folders.at(-1)!.indent >= indent) folders.pop();
    const parent = folders.length ? folders.at(-1)!.path : '';
    const entries = column.split(/,? +/).filter((entry) => entry && entry !== '...');
    for (const entry of entries) {
      const placeholder = parent === undefined || /[<>*]/.test(entry);
      if (!placeholder) paths.push(`${parent}${entry}`);
      if (entries.length === 1 && entry.endsWith('/')) folders.push({ indent, path: placeholder ? undefined : `${parent}${entry}` });
    }
  }
  return paths;
}

/** The named paths that no repository file is, ends with, or lies under. */
function missingPaths(named: string[], files: readonly string[], topLevel: ReadonlySet<string>): string[] {
  const exists = (path: string) => {
    const full = topLevel.has(path.split('/')[0]!) && path.includes('/');
    if (path.endsWith('/'))
      return files.some((file) => (full ? file.startsWith(path) : file.startsWith(path) || file.includes(`/${path}`)));
    if (full) return files.some((file) => file === path || file.startsWith(`${path}/`));
    return files.some((file) => file === path || file.endsWith(`/${path}`));
  };
  return [...new Set(named)].filter((path) => !exists(path));
}

/** Files git tracks or would track (untracked, not ignored) that are on disk, relative to the repository. */
function repositoryFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: repo, encoding: 'utf8' });
  return out.split('\n').filter((file) => file && existsSync(`${repo}${file}`));
}

const files = repositoryFiles();
const topLevel = new Set(files.map((file) => file.split('/')[0]!));
const read = (path: string) => readFileSync(`${repo}${path}`, 'utf8');

describe('the docs name only paths that exist', () => {
  it('docs/architecture.md: backticked paths and the layout tree', () => {
    const text = read('docs/architecture.md');
    const named = [...backticked(text), ...layoutTreePaths(text)];
    expect(named.length, 'the extraction finds the paths it names').toBeGreaterThan(40);
    expect(missingPaths(named, files, topLevel)).toEqual([]);
  });

  const pages = readdirSync(`${repo}docs/decisions`).filter((name) => name.endsWith('.md'));
  it.each(pages)('docs/decisions/%s: backticked paths', (page) => {
    expect(missingPaths(backticked(read(`docs/decisions/${page}`)), files, topLevel)).toEqual([]);
  });

  const modules = readdirSync(`${repo}apps/api/src/modules`, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  it.each(modules.map((entry) => entry.name))('apps/api/src/modules/%s/README.md: there, and its backticked paths', (name) => {
    const path = `apps/api/src/modules/${name}/README.md`;
    expect(existsSync(`${repo}${path}`), `${path} says what the module owns`).toBe(true);
    expect(missingPaths(backticked(read(path)), files, topLevel)).toEqual([]);
  });

  function backticked(text: string) {
    return backtickedPaths(text, topLevel);
  }
});

describe('the extraction', () => {
  const sample = [
    'The lock is `apps/api/src/modules/orders/core/order-lock.ts` (`core/order-lock.ts`, `order-lock.ts`); rules in',
    '`packages/contracts/src/{orders,auth}/` and `apps/api/src/modules/orders/core/made-up.ts`, renamed: `order-lok.ts`',
    'and `core/order-locks.ts`; not paths: `/api/orders`, `app.clock.now()`, `features/<area>/api.ts`, `@azure/storage-blob`.',
    '',
    '## Layout',
    '```',
    'apps/api/src/',
    '  platform/               cross-cutting',
    '  made-up-folder/         a folder that is not there',
    '  modules/<module>/       placeholders and what is under them are left out',
    '    index.ts              the public entry',
    '  modules/orders/',
    '    core/ list/ gone/     the parts',
    '```',
  ].join('\n');

  it('reports each made-up or renamed path and no real one', () => {
    const named = [...backtickedPaths(sample, topLevel), ...layoutTreePaths(sample)];
    expect(named).toContain('packages/contracts/src/auth/');
    expect(named).not.toContain('/api/orders');
    expect(named).toContain('apps/api/src/modules/orders/core/');
    expect(missingPaths(named, files, topLevel).sort()).toEqual(
      [
        'apps/api/src/modules/orders/core/made-up.ts',
        'order-lok.ts',
        'core/order-locks.ts',
        'apps/api/src/made-up-folder/',
        'apps/api/src/modules/orders/gone/',
      ].sort(),
    );
  });
});
