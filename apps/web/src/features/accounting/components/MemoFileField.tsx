// The credit memo upload: a single PDF of at most 1 MB (the contracts' CREDIT_MEMO_FILE_RULES), uploaded as soon as
// it is chosen under its timestamp-prefixed name, with the upload's progress.
import { useId, useRef } from 'react';
import { Box, Button, FormHelperText, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import CloseIcon from '@mui/icons-material/Close';

export interface MemoFileState {
  /** The chosen file's own name. */
  name: string | null;
  /** Stored name once the upload finished. */
  storedName: string | null;
  /** 0..100 while uploading, null otherwise. */
  progress: number | null;
}

export const NO_MEMO_FILE: MemoFileState = { name: null, storedName: null, progress: null };

export interface MemoFileFieldProps {
  state: MemoFileState;
  problem: string | null;
  required: boolean;
  helperText?: string;
  disabled?: boolean;
  onChoose: (files: File[]) => void;
  onRemove: () => void;
}

export function MemoFileField({ state, problem, required, helperText, disabled, onChoose, onRemove }: MemoFileFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploading = state.progress !== null && state.storedName === null;
  return (
    <Box>
      <Typography component="label" htmlFor={inputId} variant="subtitle2" sx={{ display: 'block', mb: 1 }}>
        Credit memo (PDF){required ? ' *' : ''}
      </Typography>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        data-testid="credit-memo-file"
        onChange={(event) => {
          onChoose([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled || uploading} onClick={() => input.current?.click()}>
          {state.name ? 'Replace file' : 'Choose file'}
        </Button>
        {state.name && (
          <>
            <Typography variant="body2" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}>
              {state.name}
            </Typography>
            <IconButton size="small" aria-label={`Remove ${state.name}`} disabled={disabled || uploading} onClick={onRemove}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        )}
      </Stack>
      {state.progress !== null && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
          <LinearProgress variant="determinate" value={state.progress} aria-label="Upload progress" sx={{ flex: 1 }} />
          <Typography variant="caption">{state.progress}%</Typography>
        </Stack>
      )}
      <FormHelperText error={!!problem}>{problem ?? helperText}</FormHelperText>
    </Box>
  );
}
