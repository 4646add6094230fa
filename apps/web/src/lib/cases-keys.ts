// The cases' one key factory, ['cases', ...] (docs/decisions/cases.md, "Live"): in lib/ because the Support pages, the
// object's pages (an order, a deduction, a remittance) and the shell's live hook read it, and a feature imports no other.
import type { CaseLinkKind } from '@portal/contracts';

export const casesKeys = {
  all: ['cases'] as const,
  detail: (id: number) => ['cases', 'detail', id] as const,
  /** The cases an object's page lists (objectCasesFilter). */
  object: (kind: CaseLinkKind, id: number) => ['cases', 'object', kind, id] as const,
  categories: () => ['cases', 'categories'] as const,
};
