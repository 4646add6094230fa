// Why the deduction was taken, in words (docs/decisions/payments.md, "Why was I charged"): which rule took how much
// from what (or the marketplace by hand), then the evidence as sentences (the promised date against the ship date, each
// tracking number with its carrier and why it does not count, the cancellation, the credit memo with its PDF). The
// sentences are the contracts' (deduction-basis.ts), the same the API answers.
import { Button, Stack, Typography } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { deductionBasisSentence, deductionEvidenceSentences, type DeductionDetailWithLinks } from '@portal/contracts';
import { downloadDocument } from '../../../lib/documents.ts';

export function DeductionWhy({ deduction }: { deduction: DeductionDetailWithLinks }) {
  const evidence = deductionEvidenceSentences(deduction.type, deduction.evidence);
  const memo = deduction.creditMemo;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Typography variant="body1">{deductionBasisSentence(deduction)}</Typography>
      {evidence.length > 0 && (
        <ul aria-label="Evidence in words" style={{ margin: 0, paddingInlineStart: 20 }}>
          {evidence.map((sentence) => (
            <li key={sentence}>
              <Typography variant="body2">{sentence}</Typography>
            </li>
          ))}
        </ul>
      )}
      {memo?.storedName && (
        <div>
          <Button
            size="small"
            startIcon={<PictureAsPdfIcon />}
            onClick={() => void downloadDocument(memo.storedName!, `${memo.creditMemoNumber}.pdf`)}
          >
            Credit memo {memo.creditMemoNumber} (PDF)
          </Button>
        </div>
      )}
    </Stack>
  );
}
