// Issue credit (order-workflows 2.8): per order the original amount (read only) and the adjusted amount, memo number,
// memo date (not after today), comment (4 rows, 500 max) and one PDF of at most 1 MB, then 'Issue credit'.
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { InputAdornment } from '@mui/material';
import {
  addTimestampPrefix,
  asApiErrorBody,
  checkFileSelection,
  COVER_COMMENT_MAX_LENGTH,
  coverAmountProblem,
  coverComment,
  CREDIT_MEMO_FILE_RULES,
  CREDIT_MEMO_NUMBER_MAX_LENGTH,
  creditMemoNumber,
  formBannerText,
  localDay,
  memoDateProblem,
  memoFileRequired,
  MESSAGES,
  normalizeFieldErrors,
  ACCOUNTING_MESSAGES,
  type CoverPreviewRow,
  type CoverRequest,
} from '@portal/contracts';
import { z } from 'zod';
import { DialogShell } from '../../../components/dialogs/DialogShell.tsx';
import { FormErrorBanner } from '../../../components/form/FormErrorBanner.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import type { FormBanner } from '../../../components/form/server-errors.ts';
import { errorAt } from '../../../components/form/error-at.ts';
import { formatCurrency } from '../../../lib/format.ts';
import { MemoFileField, NO_MEMO_FILE, type MemoFileState } from './MemoFileField.tsx';

export const ISSUE_CREDIT = 'Issue credit';
export const GENERATED_MEMO_HINT = 'Optional: without a file the portal generates the credit memo PDF for these agreement credits.';

const issueCreditFields = z.object({
  creditMemoNumber,
  creditMemoDate: z.string().min(1, MESSAGES.required),
  comment: coverComment,
  lines: z.array(z.object({ amountToCover: z.string() })),
});
type IssueCreditForm = z.input<typeof issueCreditFields>;

/** The form's schema with the rules that need the preview's requested amounts and today: all messages at once. */
const issueCreditForm = (rows: readonly CoverPreviewRow[], today: string) =>
  issueCreditFields.superRefine((values, ctx) => {
    const dateProblem = values.creditMemoDate ? memoDateProblem(values.creditMemoDate, today) : null;
    if (dateProblem) ctx.addIssue({ code: 'custom', path: ['creditMemoDate'], message: dateProblem });
    values.lines.forEach((line, i) => {
      const row = rows[i];
      const problem = row ? coverAmountProblem(line.amountToCover.trim() || '0', row.amountToCover) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['lines', i, 'amountToCover'], message: problem });
    });
  });

export interface IssueCreditDialogProps {
  /** The cover preview (undefined while it loads). */
  rows: CoverPreviewRow[] | undefined;
  previewError: string | null;
  generateMemoForAgreement: boolean;
  upload: (file: File, storedName: string, onProgress: (percent: number) => void) => Promise<void>;
  submit: (body: CoverRequest) => Promise<number>;
  onIssued: (memoId: number) => void;
  onClose: () => void;
}

export function IssueCreditDialog({
  rows,
  previewError,
  generateMemoForAgreement,
  upload,
  submit,
  onIssued,
  onClose,
}: IssueCreditDialogProps) {
  const today = localDay();
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const [file, setFile] = useState<MemoFileState>(NO_MEMO_FILE);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(issueCreditForm(rows ?? [], today)), [rows, today]);
  const form = useForm<IssueCreditForm>({
    resolver,
    defaultValues: { creditMemoNumber: '', creditMemoDate: today, comment: '', lines: [] },
  });
  const { fields } = useFieldArray({ control: form.control, name: 'lines' });
  useEffect(() => {
    if (rows)
      form.setValue(
        'lines',
        rows.map((r) => ({ amountToCover: r.amountToCover })),
      );
  }, [rows, form]);
  const fileRequired = memoFileRequired(
    generateMemoForAgreement,
    (rows ?? []).map((r) => r.sourceType),
  );
  const { isSubmitting, errors } = form.formState;
  const uploading = file.progress !== null && file.storedName === null;

  const choose = async (files: File[]) => {
    const problem = checkFileSelection(files, CREDIT_MEMO_FILE_RULES);
    if (problem) {
      setFileProblem(problem);
      return;
    }
    const chosen = files[0]!;
    const storedName = addTimestampPrefix(chosen.name);
    setFileProblem(null);
    setFile({ name: chosen.name, storedName: null, progress: 0 });
    try {
      await upload(chosen, storedName, (progress) => setFile((f) => (f.name === chosen.name ? { ...f, progress } : f)));
      setFile({ name: chosen.name, storedName, progress: 100 });
    } catch (error) {
      setFile(NO_MEMO_FILE);
      setFileProblem(error instanceof Error ? error.message : String(error));
    }
  };

  const fileMissing = () => {
    const missing = fileRequired && !file.storedName;
    if (missing) setFileProblem(ACCOUNTING_MESSAGES.fileRequired);
    return missing;
  };

  const send = form.handleSubmit(async (values) => {
    setBanner(null);
    if (!rows || fileMissing()) return;
    try {
      const memoId = await submit({
        creditMemoNumber: values.creditMemoNumber.trim(),
        // the chosen day as written, at midnight UTC, so no time zone moves it to another day
        creditMemoDate: `${values.creditMemoDate}T00:00:00.000Z`,
        creditMemoFileName: file.storedName,
        comment: values.comment?.trim() || null,
        creditRequestsToCover: rows.map((r, i) => ({
          creditRequestId: r.creditRequestId,
          orderId: r.orderId,
          amountToCover: values.lines[i]!.amountToCover.trim(),
          sourceType: r.sourceType,
        })),
      });
      onIssued(memoId);
    } catch (error) {
      setBanner(serverBanner(error));
    }
  }, fileMissing);

  function serverBanner(error: unknown): FormBanner {
    const body = typeof error === 'object' && error !== null && 'body' in error ? (error as { body: unknown }).body : undefined;
    const parsed = asApiErrorBody(body);
    if (!parsed) return { title: `Error: ${error instanceof Error ? error.message : String(error)}`, fieldMessages: [] };
    for (const [key, messages] of Object.entries(normalizeFieldErrors(parsed.errors))) {
      const message = messages.join(' ');
      const line = /^creditRequestsToCover\.(\d+)\.amountToCover$/.exec(key);
      if (line) form.setError(`lines.${Number(line[1])}.amountToCover`, { type: 'server', message });
      else if (key === 'creditMemoFileName') setFileProblem(message);
      else if (key === 'creditMemoNumber' || key === 'creditMemoDate' || key === 'comment') form.setError(key, { type: 'server', message });
    }
    return formBannerText(parsed);
  }

  return (
    <DialogShell
      title="Issue Credit"
      width="xl"
      onClose={onClose}
      busy={isSubmitting}
      actions={
        <>
          <Button onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form="issue-credit-form" variant="contained" disabled={!rows || isSubmitting || uploading}>
            {ISSUE_CREDIT}
          </Button>
        </>
      }
    >
      {previewError ? (
        <Alert severity="error">{previewError}</Alert>
      ) : !rows ? (
        <LinearProgress aria-label="Loading the credit requests" />
      ) : (
        <Stack component="form" id="issue-credit-form" noValidate spacing={2} onSubmit={send} sx={{ pt: 1 }}>
          <FormErrorBanner banner={banner} />
          <Box role="table" aria-label="Orders to credit" sx={{ display: 'grid', gap: 1.5 }}>
            {fields.map((field, i) => {
              const row = rows[i]!;
              const message = errorAt(errors, `lines.${i}.amountToCover`);
              return (
                <Box
                  key={field.id}
                  role="row"
                  sx={{ display: 'grid', gap: 1.5, alignItems: 'start', gridTemplateColumns: { xs: '1fr', sm: '1.2fr 1fr 1fr' } }}
                >
                  <Box role="cell" sx={{ pt: 1 }}>
                    <Typography variant="subtitle2">{row.purchaseOrderNumber}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {row.reasonForCredit}
                    </Typography>
                  </Box>
                  <TextField
                    role="cell"
                    label="Original amount"
                    value={formatCurrency(row.amountToCover)}
                    size="small"
                    slotProps={{ htmlInput: { readOnly: true, 'aria-label': `Original amount of ${row.purchaseOrderNumber}` } }}
                  />
                  <TextField
                    role="cell"
                    label="Adjusted amount"
                    size="small"
                    {...form.register(`lines.${i}.amountToCover`, {
                      onBlur: (e: React.FocusEvent<HTMLInputElement>) => {
                        if (!e.target.value.trim()) form.setValue(`lines.${i}.amountToCover`, '0.00');
                      },
                    })}
                    error={!!message}
                    helperText={message}
                    slotProps={{
                      input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                      htmlInput: { inputMode: 'decimal', 'aria-label': `Adjusted amount of ${row.purchaseOrderNumber}` },
                    }}
                  />
                </Box>
              );
            })}
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField
              control={form.control}
              name="creditMemoNumber"
              label="Credit memo number"
              required
              slotProps={{ htmlInput: { maxLength: CREDIT_MEMO_NUMBER_MAX_LENGTH } }}
            />
            <FormTextField
              control={form.control}
              name="creditMemoDate"
              label="Credit memo date"
              type="date"
              required
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            />
          </Box>
          <FormTextField
            control={form.control}
            name="comment"
            label="Comment"
            multiline
            minRows={4}
            slotProps={{ htmlInput: { maxLength: COVER_COMMENT_MAX_LENGTH } }}
          />
          <MemoFileField
            state={file}
            problem={fileProblem}
            required={fileRequired}
            helperText={fileRequired ? 'PDF only, at most 1 MB.' : GENERATED_MEMO_HINT}
            disabled={isSubmitting}
            onChoose={(files) => void choose(files)}
            onRemove={() => {
              setFile(NO_MEMO_FILE);
              setFileProblem(null);
            }}
          />
        </Stack>
      )}
    </DialogShell>
  );
}
