// The secret of a new token or endpoint (API and SCIM tokens, webhook endpoints), shown this once with a copy button: the portal keeps only what it needs.
import { useState } from 'react';
import { Alert, Button, IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { DialogShell } from './DialogShell.tsx';

export function SecretDialog({ title, label, secret, onClose }: { title: string; label: string; secret: string; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(secret);
    setCopied(true);
  };
  return (
    <DialogShell
      title={title}
      onClose={onClose}
      plain={{ maxWidth: 'sm', fullWidth: true }}
      actions={
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      }
    >
      <Alert severity="warning" sx={{ mb: 2 }}>
        Copy it now: it is shown only this once.
      </Alert>
      <TextField
        label={label}
        value={secret}
        fullWidth
        slotProps={{
          input: {
            readOnly: true,
            sx: { fontFamily: 'monospace' },
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={copied ? 'Copied' : 'Copy'}>
                  <IconButton aria-label={`Copy ${label.toLowerCase()}`} onClick={() => void copy()} edge="end">
                    <ContentCopyIcon />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
    </DialogShell>
  );
}
