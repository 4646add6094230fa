// `portal/no-type-cycle`: import-x/no-cycle skips type-only imports (`import type`, `export type ... from`), so two
// files that reach each other through types pass it. This rule follows every relative import, types included, and
// reports the import that starts a way back to the file (docs/decisions/house.md). Imports of packages are not
// followed: contracts imports neither app, so no cycle runs through it.
import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

// import ... from './x.ts', import type ... from, export ... from, import './x.ts', import('./x.ts')
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const COMMENT = /\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/.*$/gm;

/** file -> { checkedAt, mtime, imports }: a file's relative imports, read again when it changed (looked at once a second). */
const importsCache = new Map();

function importsOf(file) {
  const cached = importsCache.get(file);
  const now = Date.now();
  if (cached && now - cached.checkedAt < 1000) return cached.imports;
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    importsCache.set(file, { checkedAt: now, mtime: null, imports: [] });
    return [];
  }
  if (cached && cached.mtime === mtime) {
    cached.checkedAt = now;
    return cached.imports;
  }
  const text = readFileSync(file, 'utf8').replace(COMMENT, '$1');
  const imports = [...new Set([...text.matchAll(RELATIVE_IMPORT)].map((match) => resolve(dirname(file), match[1])))];
  importsCache.set(file, { checkedAt: now, mtime, imports });
  return imports;
}

/** The shortest way from `start` back to `target` (the files on it), or null. */
function wayBack(start, target) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === target) {
        const way = [file];
        for (let step = previous.get(file); step; step = previous.get(step)) way.unshift(step);
        return way;
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noTypeCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle (type imports count): {{way}} imports this file back.' },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (filename === '<text>') return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const imported = resolve(dirname(filename), source);
      if (imported === filename) return;
      const way = wayBack(imported, filename);
      if (!way) return;
      const cwd = context.cwd ?? process.cwd();
      context.report({ node, messageId: 'cycle', data: { way: way.map((file) => file.replace(`${cwd}/`, '')).join(' -> ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
