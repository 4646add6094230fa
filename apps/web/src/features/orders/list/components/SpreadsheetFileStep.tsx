// Step 1 of an import: choose one csv/xls/xlsx file (10 MB); it is parsed in a worker; read errors show as an alert, and
// so does a file with more rows than an import takes, where the rows are sent as they are.
import { startTransition, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { checkImportRowCount, MAX_IMPORT_ROWS_TEXT } from '@portal/contracts';
import type { ParsedSpreadsheet } from '../../../../components/spreadsheet/parsed-spreadsheet.ts';
import { checkImportFile, IMPORT_FILE_ACCEPT, SPREADSHEET_MESSAGES } from '../../../../components/spreadsheet/spreadsheet-rules.ts';

export interface SpreadsheetFileStepProps {
  onParsed: (sheet: ParsedSpreadsheet, file: File) => void;
  parse: (file: File) => Promise<ParsedSpreadsheet>;
  /**
   * The file's rows go to the server as they are (Import invoices, Import trackings): the hint says the import row
   * limit, and a longer file is refused here, once its row count is known, and let go.
   */
  limitRows?: boolean;
}

export function SpreadsheetFileStep({ onParsed, parse, limitRows = false }: SpreadsheetFileStepProps) {
  const input = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const choose = async (files: File[]) => {
    const refused = checkImportFile(files);
    if (refused) return setError(refused);
    setError(null);
    setBusy(true);
    try {
      const sheet = await parse(files[0]!);
      // the dialog was closed while the file was read: nobody will use the sheet
      if (!mounted.current) return sheet.dispose();
      const tooManyRows = limitRows ? checkImportRowCount(sheet.rowCount) : null;
      if (tooManyRows) {
        sheet.dispose();
        return setError(tooManyRows);
      }
      // the mapping step is a dozen MUI fields: rendered as a transition, React yields every few ms instead of holding
      // the main thread for the whole first render
      startTransition(() => onParsed(sheet, files[0]!));
    } catch (failure) {
      if (mounted.current) setError(failure instanceof Error && failure.message ? failure.message : SPREADSHEET_MESSAGES.parseFailed);
    } finally {
      if (mounted.current) setBusy(false);
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
          CSV, XLS or XLSX, up to 10 MB{limitRows && ` and ${MAX_IMPORT_ROWS_TEXT}`}
        </Typography>
        <Button
          variant="outlined"
          startIcon={busy ? <CircularProgress size={16} /> : <UploadFileIcon />}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
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
