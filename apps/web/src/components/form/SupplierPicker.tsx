// The supplier a console screen works on (payment terms, deduction rules, performance standards): a search over the
// suppliers' names through the console's suppliers grid call, the first 25 by name.
import { useQuery } from '@tanstack/react-query';
import { opsSupplier } from '@portal/contracts';
import { fetchGridPage } from '../data-grid/compact/compact-grid.ts';
import { SearchPicker } from './SearchPicker.tsx';

/** A supplier as the picker shows it; the console's supplier rows (OpsSupplier) are one. */
export interface SupplierChoice {
  id: number;
  name: string;
}

export const SUPPLIER_CHOICES_PATH = '/ops/suppliers';
const supplierChoicesKey = (search: string) => ['ops', 'suppliers', 'choices', search] as const;

/** The suppliers whose name holds `search`, by name. */
const useSupplierChoices = (search: string) =>
  useQuery({
    queryKey: supplierChoicesKey(search),
    queryFn: async () => {
      const filters = search.trim() ? { name: { filterType: 'text', type: 'contains', filter: search.trim() } } : {};
      const params = { page: 0, pageSize: 25, sort: { colId: 'name', sort: 'asc' as const }, filters };
      return (await fetchGridPage(SUPPLIER_CHOICES_PATH, params, opsSupplier)).rows;
    },
  });

const nameOf = (s: SupplierChoice) => s.name;
const sameSupplier = (a: SupplierChoice, b: SupplierChoice) => a.id === b.id;

export function SupplierPicker({ value, onChange }: { value: SupplierChoice | null; onChange: (supplier: SupplierChoice | null) => void }) {
  return (
    <SearchPicker<SupplierChoice>
      label="Supplier"
      value={value}
      onChange={onChange}
      useOptions={useSupplierChoices}
      optionLabel={nameOf}
      sameOption={sameSupplier}
    />
  );
}
