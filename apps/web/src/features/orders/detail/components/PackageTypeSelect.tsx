// The "Type" select of a package row (label and LTL forms).
import { MenuItem, TextField } from '@mui/material';
import { PACKAGE_TYPES, type PackageType } from '@portal/contracts';

export function PackageTypeSelect({ value, onChange }: { value: PackageType; onChange: (type: PackageType) => void }) {
  return (
    <TextField select size="small" label="Type" value={value} onChange={(e) => onChange(e.target.value as PackageType)}>
      {PACKAGE_TYPES.map((t) => (
        <MenuItem key={t} value={t}>
          {t}
        </MenuItem>
      ))}
    </TextField>
  );
}
