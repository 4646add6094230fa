// The operator's answer on an open case: a message of 1 to 5,000 characters (the contracts' bound) and files chosen
// with the portal's one files field (its rules: types, size, at most 10), uploaded into the case's supplier's files
// first under timestamp-prefixed names, then named in the answer.
import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { addTimestampPrefix, CASE_MESSAGE_MAX_LENGTH, type CaseMessageRequest } from '@portal/contracts';
import { AttachedFilesField } from '../../../components/form/AttachedFilesField.tsx';

export interface CaseAnswerFormProps {
  sending: boolean;
  upload: (file: File, storedName: string) => Promise<void>;
  answer: (body: CaseMessageRequest) => Promise<unknown>;
}

export function CaseAnswerForm({ sending, upload, answer }: CaseAnswerFormProps) {
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const text = body.trim();
  const tooLong = text.length > CASE_MESSAGE_MAX_LENGTH;
  const busy = sending || uploading;
  const send = async () => {
    setUploading(true);
    try {
      const stored = files.map((f) => addTimestampPrefix(f.name));
      for (const [i, file] of files.entries()) await upload(file, stored[i]!);
      setUploading(false);
      await answer({ body: text, files: stored });
      setBody('');
      setFiles([]);
    } catch {
      // the page's notice tells what failed; the text and files stay for another try
    } finally {
      setUploading(false);
    }
  };
  return (
    <Stack
      component="form"
      spacing={1}
      aria-label="Answer"
      onSubmit={(e) => {
        e.preventDefault();
        if (!text || tooLong || busy) return;
        void send();
      }}
    >
      <TextField
        label="Your answer"
        multiline
        minRows={3}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={tooLong}
        helperText={tooLong ? `Maximum is ${CASE_MESSAGE_MAX_LENGTH} characters` : 'The supplier reads it on the case and gets a mail.'}
      />
      <AttachedFilesField files={files} onChange={setFiles} disabled={busy} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={busy} disabled={!text || tooLong}>
          Send answer
        </Button>
      </Stack>
    </Stack>
  );
}
