// "Open a case" (docs/decisions/cases.md, "Opening a case"): what it is about, shown as linked (never retyped; "--" on
// its own), a category among the marketplace's active ones, a subject, a message and files under the portal's file
// rules, uploaded first and named in the request. The fields carry the contracts' bounds (openCaseRequest); the
// server's refusals (a category deactivated meanwhile, the object not found) land at their field or in the banner.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Typography } from '@mui/material';
import { z } from 'zod';
import {
  addTimestampPrefix,
  CASE_MESSAGE_MAX_LENGTH,
  CASE_SUBJECT_MAX_LENGTH,
  MESSAGES,
  openCaseRequest,
  type CaseCategoryView,
  type CaseDetail,
  type CaseLink,
  type OpenCaseRequest,
} from '@portal/contracts';
import { FormDialog } from '../dialogs/FormDialog.tsx';
import { AttachedFilesField } from '../form/AttachedFilesField.tsx';
import { FormSelectField } from '../form/FormSelectField.tsx';
import { FormTextField } from '../form/FormTextField.tsx';
import { applyServerErrors, type FormBanner } from '../form/server-errors.ts';

const FIELDS = ['categoryId', 'subject', 'message'] as const;
// the request's own rules for the subject and the message, with an empty choice before a category is picked
const openCaseFields = z.object({
  categoryId: z.string().min(1, MESSAGES.required),
  subject: openCaseRequest.shape.subject,
  message: openCaseRequest.shape.message,
});
type OpenCaseForm = z.input<typeof openCaseFields>;

export interface OpenCaseDialogProps {
  /** What the case is about as people read it ("Deduction DED-000123"); null for a case on its own. */
  aboutLabel: string | null;
  link: CaseLink | null;
  /** The marketplace's active categories (GET /cases/categories), in its order. */
  categories: readonly CaseCategoryView[];
  upload: (file: File, storedName: string) => Promise<void>;
  submit: (body: OpenCaseRequest) => Promise<CaseDetail>;
  onDone: (opened: CaseDetail) => void;
  onClose: () => void;
}

export function OpenCaseDialog({ aboutLabel, link, categories, upload, submit, onDone, onClose }: OpenCaseDialogProps) {
  const form = useForm<OpenCaseForm>({
    resolver: zodResolver(openCaseFields),
    defaultValues: { categoryId: '', subject: '', message: '' },
  });
  const [files, setFiles] = useState<File[]>([]);
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const stored = files.map((file) => addTimestampPrefix(file.name));
      for (const [i, file] of files.entries()) await upload(file, stored[i]!);
      const parsed = openCaseFields.parse(values);
      onDone(
        await submit({ categoryId: Number(parsed.categoryId), subject: parsed.subject, message: parsed.message, link, files: stored }),
      );
    } catch (error) {
      setBanner(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <FormDialog
      title="Open a case"
      width="md"
      submitLabel="Open case"
      busy={busy}
      banner={banner}
      onClose={onClose}
      onSubmit={onSubmit}
      extraActions={
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
      }
    >
      <Stack direction="row" spacing={1} component="p" sx={{ m: 0 }}>
        <Typography component="span" variant="body2" color="text.secondary">
          About
        </Typography>
        <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {aboutLabel ?? 'Nothing in particular'}
        </Typography>
      </Stack>
      <FormSelectField
        control={form.control}
        name="categoryId"
        label="Category"
        required
        options={categories.map((c) => ({ value: String(c.categoryId), label: c.name }))}
        placeholder="Select a category"
      />
      <FormTextField
        control={form.control}
        name="subject"
        label="Subject"
        required
        helperText={`Up to ${CASE_SUBJECT_MAX_LENGTH} characters`}
      />
      <FormTextField
        control={form.control}
        name="message"
        label="Message"
        required
        multiline
        minRows={4}
        helperText={`Up to ${CASE_MESSAGE_MAX_LENGTH} characters`}
      />
      <AttachedFilesField files={files} onChange={setFiles} disabled={busy} />
    </FormDialog>
  );
}
