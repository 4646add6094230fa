// Step 2 of an import: the chosen file (removing it returns to file selection), then one select per import field.
import type { ReactNode } from 'react';
import type { ImportField } from '../column-mapping.ts';
import { ChosenFile } from './ChosenFile.tsx';
import { ColumnMappingFields } from './ColumnMappingFields.tsx';
import type { ChosenSheet } from './use-chosen-sheet.ts';

export interface ChosenSheetMappingProps<K extends string> {
  chosen: ChosenSheet<K>;
  fields: readonly ImportField<K>[];
  order: readonly K[];
  errors: Partial<Record<K, string>>;
  onRemove: () => void;
  onChange: (key: K, column: string) => void;
  /** Shown between the file and the selects (the import's failure). */
  children?: ReactNode;
}

export function ChosenSheetMapping<K extends string>({
  chosen,
  fields,
  order,
  errors,
  onRemove,
  onChange,
  children,
}: ChosenSheetMappingProps<K>) {
  return (
    <>
      <ChosenFile name={chosen.fileName} rows={chosen.sheet.rowCount} onRemove={onRemove} />
      {children}
      <ColumnMappingFields
        fields={fields}
        order={order}
        columns={chosen.sheet.columns}
        mapping={chosen.mapping}
        errors={errors}
        onChange={onChange}
      />
    </>
  );
}
