// The deduction rules of one scope (the global default, or one supplier's overrides): per rule its basis (percent of
// the order's items total, or flat), value and whether it runs; saved together. While the rules load, a placeholder of
// the same rows and height holds their place, so the card below does not move when they arrive
// (docs/decisions/delivery.md, "Nothing moves when the data arrives").
import { useState } from 'react';
import {
  Alert,
  Button,
  MenuItem,
  Skeleton,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import {
  DEDUCTION_RULE_BASIS_LABELS,
  DEDUCTION_RULE_BASES,
  DEDUCTION_TYPE_LABELS,
  RULE_DEDUCTION_TYPES,
  type DeductionRule,
} from '@portal/contracts';
import { capitalizeFirst } from '../../../lib/format.ts';

type Row = DeductionRule;

function RulesHead() {
  return (
    <TableHead>
      <TableRow>
        <TableCell>Rule</TableCell>
        <TableCell>Amount basis</TableCell>
        <TableCell>Value</TableCell>
        <TableCell>Runs</TableCell>
      </TableRow>
    </TableHead>
  );
}

/** The table's place while its rules load: a row per rule, the fields' sizes, the save button's line. */
export function RulesTablePlaceholder() {
  return (
    <Stack spacing={2} aria-busy="true">
      <Table size="small" aria-hidden>
        <RulesHead />
        <TableBody>
          {RULE_DEDUCTION_TYPES.map((type) => (
            <TableRow key={type}>
              <TableCell>
                <Skeleton variant="text" width={140} />
              </TableCell>
              <TableCell>
                <Skeleton variant="rounded" width={200} height={40} />
              </TableCell>
              <TableCell>
                <Skeleton variant="rounded" width={160} height={40} />
              </TableCell>
              <TableCell>
                <Skeleton variant="rounded" width={58} height={38} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Skeleton variant="rounded" width={112} height={36.5} />
    </Stack>
  );
}

/** A row for every rule, in the contracts' order; a rule without a row yet starts off. */
const everyRule = (rules: readonly Row[]): Row[] =>
  RULE_DEDUCTION_TYPES.map((type) => rules.find((r) => r.type === type) ?? { type, basis: 'Flat', value: '0.00', enabled: false });

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
      <Table size="small" aria-label={label}>
        <RulesHead />
        <TableBody>
          {rows.map((row, i) => {
            const name = capitalizeFirst(DEDUCTION_TYPE_LABELS[row.type]);
            return (
              <TableRow key={row.type}>
                <TableCell component="th" scope="row">
                  {name}
                </TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    label={`Basis of ${name}`}
                    value={row.basis}
                    onChange={(e) => change(i, { basis: e.target.value as Row['basis'] })}
                    sx={{ minWidth: 200 }}
                  >
                    {DEDUCTION_RULE_BASES.map((b) => (
                      <MenuItem key={b} value={b}>
                        {capitalizeFirst(DEDUCTION_RULE_BASIS_LABELS[b])}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    label={row.basis === 'Percent' ? 'Percent' : 'Amount'}
                    value={row.value}
                    onChange={(e) => change(i, { value: e.target.value })}
                    // the visible word starts the name: "Percent of late shipment"
                    slotProps={{
                      htmlInput: {
                        inputMode: 'decimal',
                        'aria-label': `${row.basis === 'Percent' ? 'Percent' : 'Amount'} of ${name.toLowerCase()}`,
                      },
                    }}
                    sx={{ width: 160 }}
                  />
                </TableCell>
                <TableCell>
                  <Switch
                    checked={row.enabled}
                    onChange={(e) => change(i, { enabled: e.target.checked })}
                    slotProps={{ input: { 'aria-label': `${name} runs` } }}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {error && <Alert severity="error">{error}</Alert>}
      <div>
        <Button variant="contained" loading={busy} onClick={() => onSave(rows)}>
          Save rules
        </Button>
      </div>
    </Stack>
  );
}
