// The supplier's reply on an open case: a message of 1 to 5,000 characters (the contracts' bound) and files under the
// portal's file rules (uploaded first through the one upload path, then named in the message), sent with Send.
import { useState } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { addTimestampPrefix, CASE_MESSAGE_MAX_LENGTH } from '@portal/contracts';
import { AttachedFilesField } from '../../../components/form/AttachedFilesField.tsx';

export interface CaseReplyFormProps {
  sending: boolean;
  upload: (file: File, storedName: string) => Promise<void>;
  /** Sends the message with the stored names of its files. */
  send: (body: string, files: string[]) => Promise<unknown>;
}

export function CaseReplyForm({ sending, upload, send }: CaseReplyFormProps) {
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const text = body.trim();
  const tooLong = text.length > CASE_MESSAGE_MAX_LENGTH;
  const busy = sending || uploading;

  const submit = async () => {
    setUploadProblem(null);
    const stored = files.map((file) => addTimestampPrefix(file.name));
    setUploading(true);
    try {
      for (const [i, file] of files.entries()) await upload(file, stored[i]!);
    } catch (error) {
      setUploadProblem((error as Error).message);
      return;
    } finally {
      setUploading(false);
    }
    await send(text, stored).then(() => {
      setBody('');
      setFiles([]);
    });
  };

  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(e) => {
        e.preventDefault();
        if (!text || tooLong || busy) return;
        void submit().catch(() => undefined);
      }}
    >
      <TextField
        label="Your message"
        multiline
        minRows={3}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={tooLong}
        helperText={tooLong ? `Maximum is ${CASE_MESSAGE_MAX_LENGTH} characters` : ' '}
      />
      <AttachedFilesField files={files} onChange={setFiles} disabled={busy} />
      {uploadProblem && <Alert severity="error">{uploadProblem}</Alert>}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={!text || tooLong || busy}>
          Send
        </Button>
      </Stack>
    </Stack>
  );
}
