// The supplier a console screen works on: a search over the suppliers' names (the console's suppliers call).
import type { OpsSupplier } from '@portal/contracts';
import { SearchPicker } from '../../../components/form/SearchPicker.tsx';
import { useSupplierChoices } from './api.ts';

const nameOf = (s: OpsSupplier) => s.name;
const sameSupplier = (a: OpsSupplier, b: OpsSupplier) => a.id === b.id;

export function SupplierPicker({ value, onChange }: { value: OpsSupplier | null; onChange: (supplier: OpsSupplier | null) => void }) {
  return (
    <SearchPicker
      label="Supplier"
      value={value}
      onChange={onChange}
      useOptions={useSupplierChoices}
      optionLabel={nameOf}
      sameOption={sameSupplier}
    />
  );
}
