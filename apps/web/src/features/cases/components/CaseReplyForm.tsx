// The supplier's reply on an open case: a message of 1 to 5,000 characters (the contracts' bound), sent with Send.
import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { CASE_MESSAGE_MAX_LENGTH } from '@portal/contracts';

export interface CaseReplyFormProps {
  sending: boolean;
  send: (body: string) => Promise<unknown>;
}

export function CaseReplyForm({ sending, send }: CaseReplyFormProps) {
  const [body, setBody] = useState('');
  const text = body.trim();
  const tooLong = text.length > CASE_MESSAGE_MAX_LENGTH;
  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(e) => {
        e.preventDefault();
        if (!text || tooLong) return;
        void send(text).then(() => setBody(''));
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
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={!text || tooLong || sending}>
          Send
        </Button>
      </Stack>
    </Stack>
  );
}
