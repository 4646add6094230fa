// Files to send with a form (a dispute, a case, a case's reply): "Attach files" opens the browser's picker, the choice
// is checked against the portal's file rules (contracts' checkFileSelection: types, size, how many; its messages), and
// each chosen file is listed with its Remove button. The form uploads them when it is sent (the one upload path).
import { useId, useRef, useState } from 'react';
import { Button, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { checkFileSelection, SUPPORTED_FILE_TYPES } from '@portal/contracts';

export interface AttachedFilesFieldProps {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  label?: string;
}

export function AttachedFilesField({ files, onChange, disabled = false, label = 'Files (optional)' }: AttachedFilesFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const choose = (chosen: File[]) => {
    const next = [...files, ...chosen];
    const found = checkFileSelection(next, { multiple: true, allowedTypes: SUPPORTED_FILE_TYPES });
    setProblem(found);
    if (!found) onChange(next);
  };

  return (
    <Stack spacing={1}>
      <Typography component="label" htmlFor={inputId} variant="subtitle2">
        {label}
      </Typography>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        hidden
        onChange={(event) => {
          choose([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <div>
        <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} disabled={disabled}>
          Attach files
        </Button>
      </div>
      {problem && <FormHelperText error>{problem}</FormHelperText>}
      {files.map((file) => (
        <Stack key={file.name} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
            {file.name}
          </Typography>
          <IconButton
            size="small"
            aria-label={`Remove ${file.name}`}
            disabled={disabled}
            onClick={() => onChange(files.filter((f) => f !== file))}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
    </Stack>
  );
}
