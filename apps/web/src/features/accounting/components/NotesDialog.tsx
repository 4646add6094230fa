// The notes dialog: each note's owner, comment and files; a file downloads through the documents calls.
import { Button, List, ListItem, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { NOTE_OWNER_LABELS, stripTimestampPrefix, type AccountingNote } from '@portal/contracts';
import { DialogShell } from '../../../components/dialogs/DialogShell.tsx';

export interface NotesDialogProps {
  title: string;
  notes: readonly AccountingNote[];
  onDownload: (fileName: string) => void;
  onClose: () => void;
}

export function NotesDialog({ title, notes, onDownload, onClose }: NotesDialogProps) {
  return (
    <DialogShell title={title} width="xl" onClose={onClose}>
      <List disablePadding aria-label="Notes">
        {notes.map((note, i) => (
          <ListItem key={i} divider={i < notes.length - 1} sx={{ display: 'block', px: 0 }}>
            <Typography variant="subtitle2">{NOTE_OWNER_LABELS[note.type]}</Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {note.comment}
            </Typography>
            {note.fileNames.length > 0 && (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
                {note.fileNames.map((name) => (
                  <Button key={name} size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => onDownload(name)}>
                    {stripTimestampPrefix(name)}
                  </Button>
                ))}
              </Stack>
            )}
          </ListItem>
        ))}
      </List>
    </DialogShell>
  );
}
