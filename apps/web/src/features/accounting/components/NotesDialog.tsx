// The notes dialog: each note's owner, comment and files; a file downloads through the documents calls.
import { Button, Dialog, DialogContent, DialogTitle, IconButton, List, ListItem, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import { DIALOG_WIDTHS, NOTE_OWNER_LABELS, stripTimestampPrefix, type AccountingNote } from '@portal/contracts';

export interface NotesDialogProps {
  title: string;
  notes: readonly AccountingNote[];
  onDownload: (fileName: string) => void;
  onClose: () => void;
}

export function NotesDialog({ title, notes, onDownload, onClose }: NotesDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="notes-dialog-title"
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTHS.xl, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="notes-dialog-title" sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
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
      </DialogContent>
    </Dialog>
  );
}
