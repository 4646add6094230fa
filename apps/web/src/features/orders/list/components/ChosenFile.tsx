// The chosen file with a remove button; removing it returns the import to file selection.
import { Chip } from '@mui/material';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';

export function ChosenFile({ name, rows, onRemove }: { name: string; rows: number; onRemove: () => void }) {
  return <Chip icon={<InsertDriveFileIcon />} label={`${name} (${rows} rows)`} onDelete={onRemove} sx={{ alignSelf: 'flex-start' }} />;
}
