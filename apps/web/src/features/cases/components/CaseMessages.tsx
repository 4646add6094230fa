// A case's messages, oldest first: who wrote it on which side and when, the text as written, its files (each a button
// that downloads it).
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { CaseMessageView } from '@portal/contracts';
import { formatDateTime } from '../../../lib/format.ts';

export interface CaseMessagesProps {
  messages: CaseMessageView[];
  onDownload: (file: CaseMessageView['files'][number]) => void;
  /** Who each side is to the reader (the console names the supplier). */
  sideWords?: Record<CaseMessageView['side'], string>;
}

const SIDE_WORDS: Record<CaseMessageView['side'], string> = { supplier: 'You', marketplace: 'Marketplace' };

export function CaseMessages({ messages, onDownload, sideWords = SIDE_WORDS }: CaseMessagesProps) {
  return (
    <Stack component="ol" spacing={2} aria-label="Messages" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {messages.map((m) => (
        <Box component="li" key={m.messageId}>
          <Card variant="outlined" sx={{ borderLeft: 4, borderLeftColor: m.side === 'marketplace' ? 'info.main' : 'divider' }}>
            <CardContent>
              <Typography variant="subtitle2" component="p">
                {sideWords[m.side]}
                {m.authorName ? ` · ${m.authorName}` : ''} · {formatDateTime(m.at)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>{m.body}</Typography>
              {m.files.length > 0 && (
                <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
                  {m.files.map((f) => (
                    <Button
                      key={f.fileId}
                      size="small"
                      variant="outlined"
                      onClick={() => onDownload(f)}
                      aria-label={`Download ${f.fileName}`}
                    >
                      {f.fileName}
                    </Button>
                  ))}
                </Stack>
              )}
            </CardContent>
          </Card>
        </Box>
      ))}
    </Stack>
  );
}
