// The spreadsheet chosen in an import dialog and its column mapping (auto-matched when chosen). The sheet's rows live
// in a worker, which ends when the file is removed or replaced, or the dialog goes away.
import { useEffect, useState } from 'react';
import type { ParsedSpreadsheet } from '../../../../components/spreadsheet/parsed-spreadsheet.ts';
import { autoMatchColumns, type ColumnMapping, type ImportField } from '../column-mapping.ts';

export interface ChosenSheet<K extends string> {
  sheet: ParsedSpreadsheet;
  fileName: string;
  mapping: ColumnMapping<K>;
}

export function useChosenSheet<K extends string>(fields: readonly ImportField<K>[]) {
  const [chosen, setChosen] = useState<ChosenSheet<K> | null>(null);
  const sheet = chosen?.sheet;
  useEffect(() => () => sheet?.dispose(), [sheet]);
  return {
    chosen,
    choose: (next: ParsedSpreadsheet, file: File) =>
      setChosen({ sheet: next, fileName: file.name, mapping: autoMatchColumns(fields, next.columns) }),
    mapColumn: (key: K, column: string) =>
      setChosen((current) => current && { ...current, mapping: { ...current.mapping, [key]: column } }),
    clear: () => setChosen(null),
  };
}
