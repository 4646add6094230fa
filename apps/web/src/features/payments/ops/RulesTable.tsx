// The deduction rules of one scope (the global default, or one supplier's overrides): per rule its basis (percent of
// the order's items total, or flat), value, the day from which it charges facts (kept when saved again) and whether it
// runs; saved together. While the rules load, a placeholder of
// the same rows and height holds their place, so the card below does not move when they arrive
// (docs/decisions/delivery.md, "Nothing moves when the data arrives").
import { useState } from 'react';
import { Alert, Button, MenuItem, Skeleton, Stack, Switch, TextField } from '@mui/material';
import {
  DEDUCTION_RULE_BASIS_LABELS,
  DEDUCTION_RULE_BASES,
  DEDUCTION_TYPE_LABELS,
  RULE_DEDUCTION_TYPES,
  type DeductionRule,
} from '@portal/contracts';
import { CompactGridTable, type CompactGridColumn } from '../../../components/data-grid/compact/CompactGridTable.tsx';
import { capitalizeFirst, formatDay } from '../../../lib/format.ts';

/** A rule as edited: one not saved yet has no effective day (the server's answer: from the day it is saved). */
type Row = Omit<DeductionRule, 'effectiveFrom'> & { effectiveFrom?: string };
/** A rule as the grid keys it: its place in the contracts' order. */
type GridRow = Row & { id: number };

const nameOf = (row: Row) => capitalizeFirst(DEDUCTION_TYPE_LABELS[row.type]);
const valueWord = (row: Row) => (row.basis === 'Percent' ? 'Percent' : 'Amount');

/**
 * The editor's columns: one row per rule type, a fixed short list (docs/decisions/payments.md, "The console's
 * tables"). Without `change` the fields are placeholders of their sizes, while the rules load.
 */
function ruleColumns(change: ((i: number, patch: Partial<Row>) => void) | null): CompactGridColumn<GridRow>[] {
  return [
    { id: 'rule', label: 'Rule', render: (row) => (change ? nameOf(row) : <Skeleton variant="text" width={140} />) },
    {
      id: 'basis',
      label: 'Amount basis',
      render: (row) =>
        change ? (
          <TextField
            select
            size="small"
            label={`Basis of ${nameOf(row)}`}
            value={row.basis}
            onChange={(e) => change(row.id, { basis: e.target.value as Row['basis'] })}
            sx={{ minWidth: 200 }}
          >
            {DEDUCTION_RULE_BASES.map((b) => (
              <MenuItem key={b} value={b}>
                {capitalizeFirst(DEDUCTION_RULE_BASIS_LABELS[b])}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Skeleton variant="rounded" width={200} height={40} />
        ),
    },
    {
      id: 'value',
      label: 'Value',
      render: (row) =>
        change ? (
          <TextField
            size="small"
            label={valueWord(row)}
            value={row.value}
            onChange={(e) => change(row.id, { value: e.target.value })}
            // the visible word starts the name: "Percent of late shipment"
            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${valueWord(row)} of ${nameOf(row).toLowerCase()}` } }}
            sx={{ width: 160 }}
          />
        ) : (
          <Skeleton variant="rounded" width={160} height={40} />
        ),
    },
    {
      id: 'effectiveFrom',
      label: 'Charges facts from',
      render: (row) =>
        change ? row.effectiveFrom ? formatDay(row.effectiveFrom) : 'The day it is saved' : <Skeleton variant="text" width={100} />,
    },
    {
      id: 'enabled',
      label: 'Runs',
      render: (row) =>
        change ? (
          <Switch
            checked={row.enabled}
            onChange={(e) => change(row.id, { enabled: e.target.checked })}
            slotProps={{ input: { 'aria-label': `${nameOf(row)} runs` } }}
          />
        ) : (
          <Skeleton variant="rounded" width={58} height={38} />
        ),
    },
  ];
}

/** A row for every rule, in the contracts' order; a rule without a row yet starts off. */
const everyRule = (rules: readonly Row[]): Row[] =>
  RULE_DEDUCTION_TYPES.map((type) => rules.find((r) => r.type === type) ?? { type, basis: 'Flat', value: '0.00', enabled: false });
const gridRows = (rules: readonly Row[]): GridRow[] => rules.map((r, id) => ({ ...r, id }));

const PLACEHOLDER_COLUMNS = ruleColumns(null);

/** The table's place while its rules load: a row per rule, the fields' sizes, the save button's line. */
export function RulesTablePlaceholder() {
  return (
    <Stack spacing={2} aria-busy="true">
      <div aria-hidden>
        <CompactGridTable label="Rules" columns={PLACEHOLDER_COLUMNS} rows={gridRows(everyRule([]))} emptyText="" />
      </div>
      <Skeleton variant="rounded" width={112} height={36.5} />
    </Stack>
  );
}

export function RulesTable({
  label,
  rules,
  busy,
  error,
  onSave,
  note = null,
}: {
  label: string;
  rules: readonly Row[];
  busy: boolean;
  error: string | null;
  onSave: (rules: Row[]) => void;
  note?: string | null;
}) {
  const [rows, setRows] = useState<Row[]>(() => everyRule(rules));
  const change = (i: number, patch: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Stack spacing={2}>
      {note && <Alert severity="info">{note}</Alert>}
      <CompactGridTable label={label} columns={ruleColumns(change)} rows={gridRows(rows)} emptyText="" />
      {error && <Alert severity="error">{error}</Alert>}
      <div>
        <Button variant="contained" loading={busy} onClick={() => onSave(rows)}>
          Save rules
        </Button>
      </div>
    </Stack>
  );
}
