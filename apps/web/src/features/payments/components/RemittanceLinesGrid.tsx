// A remittance's lines (docs/decisions/payments.md, "The web screens"): the shared server grid over
// GET /payments/remittances/:remittanceId/lines, one page at a time: the invoice, deduction, reversal or credit memo,
// the PO number opening its order, the gross, what was held back, the net. Filters, sort and page live in the URL;
// Export writes the current view. The remittance's own figures (the sum of every line) are the page's header.
import { useMemo, useState } from 'react';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { DEDUCTION_TYPE_LABELS, heldBackWords, REMITTANCE_LINE_KIND_LABELS, type RemittanceLineRow } from '@portal/contracts';
import { DataGrid, GRID_FILTER } from '../../../components/data-grid/DataGrid.tsx';
import { exportGridView, type ExportColumn } from '../../../components/data-grid/grid-export.ts';
import { GridExportButton } from '../../../components/data-grid/GridExportButton.tsx';
import { useGridUrlState } from '../../../components/data-grid/use-grid-url-state.ts';
import { moneyColumn } from '../../../components/data-grid/value-columns.tsx';
import { EMPTY_VALUE, formatCurrency } from '../../../lib/format.ts';
import { remittanceLinesPath } from '../api.ts';
import { purchaseOrderColumn } from './payments-columns.tsx';

export const REMITTANCE_LINES_GRID_ID = 'remittance-lines';
/**
 * With three money columns of 135 px, 110 + 120 leave the grid's 718 px at 768 px wide room for its scrollbar (the line
 * takes what is left); on a phone the PO number and the gross are hidden and the line, its deductions and its net fit.
 */
const LINE_MIN_WIDTH = 110;
const NARROW_HIDDEN = ['purchaseOrderNumber', 'gross'];
const PO_MIN_WIDTH = 120;
export const REMITTANCE_LINES_LABEL = 'Remittance lines';
const rowId = (line: RemittanceLineRow) => String(line.lineId);

/** The deduction's type in parentheses, as the line names it: " (late shipment)". */
const typeText = (line: RemittanceLineRow) => (line.deductionType ? ` (${DEDUCTION_TYPE_LABELS[line.deductionType]})` : '');

/** What a line is, in words: "Invoice INV-3", "Deduction reversal DED-000006 (late shipment)", "Credit memo CM-1". */
export function lineText(line: RemittanceLineRow): string {
  if (line.kind === 'Invoice') return `Invoice ${line.invoiceNumber ?? ''}`.trim();
  if (line.kind === 'CreditMemo') return `Credit memo ${line.creditMemoNumber ?? ''}`.trim();
  return `${REMITTANCE_LINE_KIND_LABELS[line.kind]} ${line.deductionNumber ?? ''}`.trim() + typeText(line);
}

/** An invoice line's deductions held back, in words: "Held back DED-000123 (late shipment): $9.80; …". */
export const heldBackText = (line: RemittanceLineRow): string => line.heldBack.map(heldBackWords).join('; ');

/** The deductions an invoice line held back, each number a link to its page. */
function HeldBackLinks({ line }: { line: RemittanceLineRow }) {
  return (
    <>
      {line.heldBack.map((d) => (
        <span key={d.deductionId}>
          {' · held back '}
          <Link component={RouterLink} to={`/payments/deductions/${d.deductionId}`}>
            {d.deductionNumber}
          </Link>
          {` (${DEDUCTION_TYPE_LABELS[d.type]})`}
        </span>
      ))}
    </>
  );
}

/** The line's words with its deduction's number as a link to the deduction's page. */
function LineLabel({ line }: { line: RemittanceLineRow }) {
  if (line.heldBack.length > 0)
    return (
      <>
        {lineText(line)}
        <HeldBackLinks line={line} />
      </>
    );
  if (!line.deductionId || !line.deductionNumber) return <>{lineText(line)}</>;
  return (
    <>
      {REMITTANCE_LINE_KIND_LABELS[line.kind]}{' '}
      <Link component={RouterLink} to={`/payments/deductions/${line.deductionId}`}>
        {line.deductionNumber}
      </Link>
      {typeText(line)}
    </>
  );
}

/** Held back: shown as a subtraction, "--" when nothing was. */
const deductionText = (amount: string) => (Number(amount) === 0 ? EMPTY_VALUE : `-${formatCurrency(amount)}`);

const EXPORT_COLUMNS: ExportColumn<RemittanceLineRow>[] = [
  { header: 'Line', value: lineText },
  { header: 'PO number', value: (l) => l.purchaseOrderNumber },
  { header: 'Held back', value: heldBackText },
  { header: 'Gross', value: (l) => l.gross },
  { header: 'Deductions', value: (l) => l.deductions },
  { header: 'Net', value: (l) => l.net },
];

export function RemittanceLinesGrid({ remittanceId, remittanceNumber }: { remittanceId: number; remittanceNumber: string }) {
  const [urlView, setUrlView] = useGridUrlState();
  const [initialView] = useState(() => urlView);
  const url = remittanceLinesPath(remittanceId);

  const columnDefs = useMemo<ColDef<RemittanceLineRow>[]>(
    () => [
      {
        colId: 'reference',
        headerName: 'Line',
        // the five columns fit a 768 px screen (the money columns keep their 135); a line cut short there reads in full
        // in its tooltip, and the column takes the room wider screens give
        minWidth: LINE_MIN_WIDTH,
        tooltipValueGetter: ({ data }) => (data ? [lineText(data), heldBackText(data)].filter(Boolean).join(' · ') : ''),
        filter: GRID_FILTER.text,
        valueGetter: ({ data }) => (data ? lineText(data) : ''),
        cellRenderer: ({ data }: ICellRendererParams<RemittanceLineRow>) => (data ? <LineLabel line={data} /> : null),
      },
      { ...purchaseOrderColumn<RemittanceLineRow>(), minWidth: PO_MIN_WIDTH },
      moneyColumn<RemittanceLineRow>('gross', 'Gross'),
      {
        ...moneyColumn<RemittanceLineRow>('deductions', 'Deductions'),
        valueFormatter: ({ value }) => (value ? deductionText(value as string) : ''),
      },
      moneyColumn<RemittanceLineRow>('net', 'Net'),
    ],
    [],
  );

  return (
    <DataGrid<RemittanceLineRow>
      gridId={REMITTANCE_LINES_GRID_ID}
      url={url}
      ariaLabel={REMITTANCE_LINES_LABEL}
      columnDefs={columnDefs}
      getRowId={rowId}
      viewState={initialView}
      onViewStateChange={setUrlView}
      narrowHiddenColumns={NARROW_HIDDEN}
      toolbar={<GridExportButton onExport={() => exportGridView(url, urlView, EXPORT_COLUMNS, `Remittance ${remittanceNumber} lines`)} />}
    />
  );
}
