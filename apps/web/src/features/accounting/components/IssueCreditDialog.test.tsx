// The issue credit dialog without a server: original and adjusted amounts, the spec's rules and messages, the memo
// upload under its timestamp-prefixed name, and the body it submits.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { localDay, type CoverPreviewRow, type CoverRequest } from '@portal/contracts';
import { IssueCreditDialog, type IssueCreditDialogProps } from './IssueCreditDialog.tsx';

const ROWS: CoverPreviewRow[] = [
  {
    creditRequestId: 11,
    sourceType: 'Process',
    orderId: 101,
    amountToCover: '40.00',
    reasonForCredit: 'Damaged',
    purchaseOrderNumber: 'PO-1',
  },
  {
    creditRequestId: 12,
    sourceType: 'Agreement',
    orderId: 102,
    amountToCover: '12.50',
    reasonForCredit: 'Defect agreement',
    purchaseOrderNumber: 'PO-2',
  },
];
const pdf = (size = 2000, name = 'memo.pdf', type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });

function renderDialog(props: Partial<IssueCreditDialogProps> = {}) {
  const submit = vi.fn<(body: CoverRequest) => Promise<number>>().mockResolvedValue(77);
  const upload = vi.fn<IssueCreditDialogProps['upload']>(async (_file, _name, onProgress) => onProgress(100));
  const onIssued = vi.fn();
  render(
    <IssueCreditDialog
      rows={ROWS}
      previewError={null}
      generateMemoForAgreement={false}
      upload={upload}
      submit={submit}
      onIssued={onIssued}
      onClose={() => undefined}
      {...props}
    />,
  );
  return { submit, upload, onIssued };
}

const chooseFile = (file: File) => fireEvent.change(screen.getByTestId('credit-memo-file'), { target: { files: [file] } });
/** Clicks "Issue credit" once it is enabled: the upload's 100% shows a moment before its stored name arrives. */
const issue = async () => {
  const button = screen.getByRole('button', { name: 'Issue credit' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
};

describe('IssueCreditDialog', () => {
  afterEach(() => vi.useRealTimers());

  it('shows each order with its read-only original amount and an adjusted amount starting at it', async () => {
    renderDialog();
    const original = screen.getByRole('textbox', { name: 'Original amount of PO-1' });
    expect(original).toHaveValue('$40.00');
    expect(original).toHaveAttribute('readonly');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Adjusted amount of PO-2' })).toHaveValue('12.50'));
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveAttribute('maxlength', '500');
    expect(screen.getByLabelText(/Credit memo date/)).toHaveValue(localDay());
  });

  it('uploads the chosen PDF under a timestamp prefix and submits the cover with the memo date as an ISO string', async () => {
    const { submit, upload, onIssued } = renderDialog();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Adjusted amount of PO-1' })).toHaveValue('40.00'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Adjusted amount of PO-1' }), { target: { value: '35.5' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Credit memo number/ }), { target: { value: 'CM-9' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment' }), { target: { value: 'Partial credit' } });
    chooseFile(pdf());
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const storedName = upload.mock.calls[0]![1];
    expect(storedName).toMatch(/^\d{14}__memo\.pdf$/);
    expect(await screen.findByText('100%')).toBeVisible();
    await issue();
    await waitFor(() => expect(onIssued).toHaveBeenCalledWith(77));
    const body = submit.mock.calls[0]![0];
    expect(body).toEqual({
      creditMemoNumber: 'CM-9',
      creditMemoDate: `${localDay()}T00:00:00.000Z`,
      creditMemoFileName: storedName,
      comment: 'Partial credit',
      creditRequestsToCover: [
        { creditRequestId: 11, orderId: 101, amountToCover: '35.5', sourceType: 'Process' },
        { creditRequestId: 12, orderId: 102, amountToCover: '12.50', sourceType: 'Agreement' },
      ],
    });
    expect(body).not.toHaveProperty('reasonForCredit');
  });

  it('refuses a missing memo number and file, an amount below 0.01 or above the requested one, all at once', async () => {
    const { submit } = renderDialog();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Adjusted amount of PO-1' })).toHaveValue('40.00'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Adjusted amount of PO-1' }), { target: { value: '0' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Adjusted amount of PO-2' }), { target: { value: '12.51' } });
    await issue();
    // every message at once, not one rule after the other
    expect(await screen.findByText('Field is required')).toBeVisible();
    expect(screen.getByText('Minimum is 0.01')).toBeVisible();
    expect(screen.getByText('Cannot be more than the requested amount of $12.50')).toBeVisible();
    expect(screen.getByText('Please select a file')).toBeVisible();
    expect(submit).not.toHaveBeenCalled();
  });

  it('accepts only one PDF of at most 1 MB', async () => {
    const { upload } = renderDialog();
    chooseFile(pdf(1024 * 1024 + 1));
    expect(await screen.findByText('File size is too large, maximum is 1MB')).toBeVisible();
    chooseFile(pdf(10, 'memo.png', 'image/png'));
    expect(await screen.findByText('Unsupported file type')).toBeVisible();
    fireEvent.change(screen.getByTestId('credit-memo-file'), { target: { files: [pdf(), pdf()] } });
    expect(await screen.findByText('Please select a single file')).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the server field errors under their fields', async () => {
    const error = Object.assign(new Error('Bad Request'), {
      body: {
        title: 'Bad Request',
        status: 400,
        detail: 'Some fields are incomplete or incorrect.',
        errors: {
          '$.creditMemoFileName': ['The credit memo file must be a PDF'],
          '$.creditRequestsToCover[1].amountToCover': ['Minimum is 0.01'],
        },
      },
    });
    renderDialog({ submit: vi.fn().mockRejectedValue(error) });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Adjusted amount of PO-1' })).toHaveValue('40.00'));
    fireEvent.change(screen.getByRole('textbox', { name: /Credit memo number/ }), { target: { value: 'CM-1' } });
    chooseFile(pdf());
    expect(await screen.findByText('100%')).toBeVisible();
    await issue();
    expect(
      await screen.findByText('Some fields are incomplete or incorrect. Please check all highlighted fields and try again.'),
    ).toBeVisible();
    expect(screen.getAllByText('The credit memo file must be a PDF')[0]).toBeVisible();
    expect(screen.getAllByText('Minimum is 0.01')[0]).toBeVisible();
  });

  it('makes the file optional for agreement credits when the portal renders the memo (GenerateCreditMemoForAgreement)', async () => {
    const { submit } = renderDialog({ rows: [ROWS[1]!], generateMemoForAgreement: true });
    expect(screen.getByText(/the portal generates the credit memo PDF/)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Adjusted amount of PO-2' })).toHaveValue('12.50'));
    fireEvent.change(screen.getByRole('textbox', { name: /Credit memo number/ }), { target: { value: 'CM-2' } });
    await issue();
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0]![0].creditMemoFileName).toBeNull();
  });
});

describe('IssueCreditDialog while the preview loads', () => {
  it('shows progress, then applies the amount rules to the rows that arrive', async () => {
    const props = {
      previewError: null,
      generateMemoForAgreement: false,
      upload: vi.fn(),
      submit: vi.fn(),
      onIssued: vi.fn(),
      onClose: () => undefined,
    };
    const { rerender } = render(<IssueCreditDialog rows={undefined} {...props} />);
    expect(screen.getByRole('progressbar', { name: 'Loading the credit requests' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Issue credit' })).toBeDisabled();
    rerender(<IssueCreditDialog rows={ROWS} {...props} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Adjusted amount of PO-1' })).toHaveValue('40.00'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Adjusted amount of PO-1' }), { target: { value: '40.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue credit' }));
    expect(await screen.findByText('Cannot be more than the requested amount of $40.00')).toBeVisible();
    expect(props.submit).not.toHaveBeenCalled();
  });
});
