// A supplier's feature flags: per flag the marketplace's default and the supplier's value (Default, On or Off).
import { MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { consoleWords, type OpsSupplierFlag } from '@portal/contracts';

export type FlagChoice = 'default' | 'on' | 'off';
export const choiceOf = (flag: Pick<OpsSupplierFlag, 'override'>): FlagChoice =>
  flag.override === null ? 'default' : flag.override ? 'on' : 'off';
export const overrideOf = (choice: FlagChoice): boolean | null => (choice === 'default' ? null : choice === 'on');

export function SupplierFlagsTable({
  flags,
  busy,
  onChange,
}: {
  flags: OpsSupplierFlag[];
  busy: boolean;
  onChange: (feature: string, isEnabled: boolean | null) => void;
}) {
  return (
    <Table size="small" aria-label="Feature flags">
      <TableHead>
        <TableRow>
          <TableCell>Feature</TableCell>
          <TableCell>Group</TableCell>
          <TableCell>Default</TableCell>
          <TableCell>This supplier</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {flags.map((flag) => (
          <TableRow key={flag.feature}>
            <TableCell>{consoleWords(flag.feature)}</TableCell>
            <TableCell>{flag.group ?? ''}</TableCell>
            <TableCell>{flag.defaultEnabled ? 'On' : 'Off'}</TableCell>
            <TableCell>
              <TextField
                select
                size="small"
                value={choiceOf(flag)}
                disabled={busy}
                onChange={(e) => onChange(flag.feature, overrideOf(e.target.value as FlagChoice))}
                slotProps={{ htmlInput: { 'aria-label': consoleWords(flag.feature) } }}
                sx={{ minWidth: 180 }}
              >
                <MenuItem value="default">Default ({flag.defaultEnabled ? 'on' : 'off'})</MenuItem>
                <MenuItem value="on">On</MenuItem>
                <MenuItem value="off">Off</MenuItem>
              </TextField>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
