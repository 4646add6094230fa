// Step 1 of an import: choose one csv/xls/xlsx file (10 MB); it is parsed in a worker; read errors show as an alert.
import { useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { checkImportFile, IMPORT_FILE_ACCEPT, SPREADSHEET_MESSAGES, type SpreadsheetParseResult } from '../../../components/spreadsheet/spreadsheet-rules.ts';

export interface SpreadsheetFileStepProps {
  onParsed: (result: SpreadsheetParseResult, file: File) => void;
  parse: (file: File) => Promise<SpreadsheetParseResult>;
}

export function SpreadsheetFileStep({ onParsed, parse }: SpreadsheetFileStepProps) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (files: File[]) => {
    const refused = checkImportFile(files);
    if (refused) return setError(refused);
    setError(null);
    setBusy(true);
    try {
      onParsed(await parse(files[0]!), files[0]!);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : SPREADSHEET_MESSAGES.parseFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      {error && <Alert severity="error">{error}</Alert>}
      <Box
        sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, p: 3, textAlign: 'center' }}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          void choose([...event.dataTransfer.files]);
        }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          CSV, XLS or XLSX, up to 10 MB
        </Typography>
        <Button variant="outlined" startIcon={busy ? <CircularProgress size={16} /> : <UploadFileIcon />} disabled={busy} onClick={() => input.current?.click()}>
          Choose file
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={IMPORT_FILE_ACCEPT}
          data-testid="import-file-input"
          onChange={(event) => {
            void choose([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </Box>
    </Stack>
  );
}
