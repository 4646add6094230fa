// "Open a case" without a server: the linked object shown as it is (not a field), the category among the active ones,
// subject and message required within the contracts' bounds, files under the portal's rules uploaded under
// timestamp-prefixed names before the case is opened with the link, and a server refusal at its field.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CASE_MESSAGES, type CaseCategoryView, type CaseDetail, type CaseLink, type OpenCaseRequest } from '@portal/contracts';
import { ApiError } from '../../lib/http.ts';
import { OpenCaseDialog } from './OpenCaseDialog.tsx';

const CATEGORIES: CaseCategoryView[] = [
  { categoryId: 3, name: 'Deduction question', firstAnswerHours: 24, resolutionHours: 120, active: true, purpose: null },
  { categoryId: 7, name: 'Other', firstAnswerHours: 48, resolutionHours: 168, active: true, purpose: null },
];
const OPENED = { caseId: 81, caseNumber: 'CASE-000081' } as CaseDetail;

function renderDialog(
  link: CaseLink | null = { kind: 'deduction', id: 5 },
  submit = vi.fn<(body: OpenCaseRequest) => Promise<CaseDetail>>().mockResolvedValue(OPENED),
) {
  const upload = vi.fn<(file: File, storedName: string) => Promise<void>>().mockResolvedValue(undefined);
  const onDone = vi.fn();
  const onClose = vi.fn();
  render(
    <OpenCaseDialog
      link={link}
      aboutLabel={link ? 'Deduction DED-000005' : null}
      categories={CATEGORIES}
      upload={upload}
      submit={submit}
      onDone={onDone}
      onClose={onClose}
    />,
  );
  return { submit, upload, onDone, onClose };
}
const category = () => screen.getByRole('combobox', { name: /^Category/ }) as HTMLSelectElement;
const type = (name: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Open case' }));
const attach = (...files: File[]) => fireEvent.change(screen.getByLabelText('Files (optional)'), { target: { files } });

describe('OpenCaseDialog', () => {
  it('shows what the case is about as linked, offers the active categories, and requires category, subject and message', async () => {
    const { submit } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Open a case' })).toBeVisible();
    expect(screen.getByText('Deduction DED-000005')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /About/ })).toBeNull();
    expect([...category().options].map((o) => o.textContent)).toEqual(['Select a category', 'Deduction question', 'Other']);
    send();
    expect(await screen.findAllByText('Field is required')).toHaveLength(3);
    expect(submit).not.toHaveBeenCalled();
  });

  it('refuses a subject over 200 characters and a message over 5000', async () => {
    const { submit } = renderDialog();
    fireEvent.change(category(), { target: { value: '3' } });
    type(/^Subject/, 'x'.repeat(201));
    type(/^Message/, 'y'.repeat(5001));
    send();
    expect(await screen.findByText('Maximum is 200 characters')).toBeVisible();
    expect(screen.getByText('Maximum is 5000 characters')).toBeVisible();
    expect(submit).not.toHaveBeenCalled();
  });

  it('refuses a file of an unsupported type, uploads the others, then opens the case with the link and their names', async () => {
    const { submit, upload, onDone } = renderDialog();
    fireEvent.change(category(), { target: { value: '3' } });
    type(/^Subject/, '  Late shipment charged twice  ');
    type(/^Message/, 'The order shipped on time: see the scan.');
    attach(new File(['x'], 'scan.pdf', { type: 'application/pdf' }));
    attach(new File(['x'], 'run.exe'));
    expect(await screen.findByText('Unsupported file type')).toBeVisible();
    expect(screen.queryByText('run.exe')).toBeNull();
    send();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(OPENED));
    const stored = upload.mock.calls[0]![1];
    expect(stored).toMatch(/^\d{14}__scan\.pdf$/);
    expect(submit).toHaveBeenCalledWith({
      categoryId: 3,
      subject: 'Late shipment charged twice',
      message: 'The order shipped on time: see the scan.',
      link: { kind: 'deduction', id: 5 },
      files: [stored],
    });
  });

  it('opens a case on its own without a link', async () => {
    const { submit } = renderDialog(null);
    expect(screen.getByText('Nothing in particular')).toBeVisible();
    fireEvent.change(category(), { target: { value: '7' } });
    type(/^Subject/, 'Access for a new warehouse');
    type(/^Message/, 'Please add it.');
    send();
    await waitFor(() => expect(submit).toHaveBeenCalledWith(expect.objectContaining({ link: null, files: [] })));
  });

  it("shows the server's refusal at its field and stays open", async () => {
    const refusal = new ApiError(400, {
      title: 'Bad Request',
      status: 400,
      detail: 'Invalid request.',
      errors: { '$.categoryId': [CASE_MESSAGES.categoryNotFound] },
    });
    const { onDone } = renderDialog(undefined, vi.fn().mockRejectedValue(refusal));
    fireEvent.change(category(), { target: { value: '3' } });
    type(/^Subject/, 'S');
    type(/^Message/, 'M');
    send();
    expect((await screen.findAllByText(CASE_MESSAGES.categoryNotFound))[0]).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Open a case' })).toBeVisible();
  });
});
