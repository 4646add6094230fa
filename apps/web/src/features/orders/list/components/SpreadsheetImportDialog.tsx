// The flow both spreadsheet imports share (spec: choose file, map columns, submit, success message that auto-closes):
// the request body is built where the rows are (the sheet's worker) and sent as it comes; a file with more rows than
// one request takes is refused in the file step, before anything is built. Each import brings its
// title, fields, item shape and success text, and may add a header and checks and fields of its own.
import { startTransition, useState, type ReactNode } from 'react';
import type { ItemShape, ParsedSpreadsheet } from '../../../../components/spreadsheet/parsed-spreadsheet.ts';
import type { JsonBody } from '../../../../lib/json-body.ts';
import { checkColumnMapping, type ColumnMapping, type ImportField } from '../column-mapping.ts';
import { ChosenSheetMapping } from './ChosenSheetMapping.tsx';
import { describeImportFailure, type ImportFailure } from './import-failure.ts';
import { ImportFailureAlert } from './ImportFailureAlert.tsx';
import { ListDialogFrame } from './ListDialogFrame.tsx';
import { SpreadsheetFileStep } from './SpreadsheetFileStep.tsx';
import { useChosenSheet } from './use-chosen-sheet.ts';

export interface SpreadsheetImportDialogProps<K extends string, T> {
  open: boolean;
  onClose: () => void;
  title: string;
  successLabel: string;
  fields: readonly ImportField<K>[];
  order: readonly K[];
  parse: (file: File) => Promise<ParsedSpreadsheet>;
  /** How a row becomes a request item under the mapping. */
  itemShape: (mapping: ColumnMapping<K>) => ItemShape<T>;
  onSubmit: (body: JsonBody<{ items: T[] }>) => Promise<unknown>;
  /** Above both steps. */
  header?: ReactNode;
  /** A check besides the column mapping that stops the submit; its message goes to `extraFields`. */
  extraCheck?: (mapping: ColumnMapping<K>) => string | null;
  /** Below the selects; `error` is extraCheck's message once Import was pressed. */
  extraFields?: (mapping: ColumnMapping<K>, error: string | null) => ReactNode;
  onMappingChange?: (key: K, column: string) => void;
  /** Called when the file is removed or the dialog closes: the import's own choices start over. */
  onReset?: () => void;
}

export function SpreadsheetImportDialog<K extends string, T>(props: SpreadsheetImportDialogProps<K, T>) {
  const {
    open,
    onClose,
    title,
    successLabel,
    fields,
    order,
    parse,
    itemShape,
    onSubmit,
    header,
    extraCheck,
    extraFields,
    onMappingChange,
    onReset,
  } = props;
  const { chosen, choose, mapColumn, clear } = useChosenSheet(fields);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<ImportFailure | null>(null);
  const [done, setDone] = useState(false);

  const reset = () => {
    clear();
    setAttempted(false);
    setFailure(null);
    onReset?.();
  };
  const close = () => {
    reset();
    setDone(false);
    onClose();
  };

  const check = (mapping: ColumnMapping<K>) => ({
    fields: checkColumnMapping(fields, mapping, order),
    extra: extraCheck?.(mapping) ?? null,
  });
  const errors = chosen && attempted ? check(chosen.mapping) : { fields: {}, extra: null };

  const submit = async () => {
    if (!chosen) return;
    setAttempted(true);
    const result = check(chosen.mapping);
    if (Object.keys(result.fields).length > 0 || result.extra) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await onSubmit(await chosen.sheet.itemsBody(itemShape(chosen.mapping)));
      reset();
      setDone(true);
    } catch (error) {
      // a refused file can list an error for every row: render the list as a transition, in slices
      startTransition(() => setFailure(describeImportFailure(error, fields)));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <ListDialogFrame
      open={open}
      title={title}
      width="lg"
      busy={submitting}
      submitLabel="Import"
      submitDisabled={!chosen || chosen.sheet.rowCount === 0}
      onClose={close}
      onSubmit={() => void submit()}
      success={{ done, label: successLabel }}
    >
      {header}
      {!chosen ? (
        <SpreadsheetFileStep parse={parse} onParsed={choose} limitRows />
      ) : (
        <>
          <ChosenSheetMapping
            chosen={chosen}
            fields={fields}
            order={order}
            errors={errors.fields}
            onRemove={reset}
            onChange={(key, column) => {
              mapColumn(key, column);
              onMappingChange?.(key, column);
            }}
          >
            <ImportFailureAlert failure={failure} />
          </ChosenSheetMapping>
          {extraFields?.(chosen.mapping, errors.extra)}
        </>
      )}
    </ListDialogFrame>
  );
}
