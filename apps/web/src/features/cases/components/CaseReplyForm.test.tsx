// The reply on a case without a server: Send waits for a message, files follow the portal's rules and are uploaded
// under timestamp-prefixed names before the message names them, and a failed upload sends nothing.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CaseReplyForm } from './CaseReplyForm.tsx';

const attach = (...files: File[]) => fireEvent.change(screen.getByLabelText('Files (optional)'), { target: { files } });
const type = (value: string) => fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value } });

describe('CaseReplyForm', () => {
  it('uploads the files, then sends the message naming them, and clears the form', async () => {
    const upload = vi.fn<(file: File, storedName: string) => Promise<void>>().mockResolvedValue(undefined);
    const send = vi.fn<(body: string, files: string[]) => Promise<unknown>>().mockResolvedValue(undefined);
    render(<CaseReplyForm sending={false} upload={upload} send={send} />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    type('  Here is the photo.  ');
    attach(new File(['x'], 'photo.png', { type: 'image/png' }));
    attach(new File(['x'], 'run.exe'));
    expect(await screen.findByText('Unsupported file type')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    const stored = upload.mock.calls[0]![1];
    expect(stored).toMatch(/^\d{14}__photo\.png$/);
    expect(send).toHaveBeenCalledWith('Here is the photo.', [stored]);
    await waitFor(() => expect(screen.queryByText('photo.png')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });

  it('sends nothing when an upload fails, and says why', async () => {
    const upload = vi.fn<(file: File, storedName: string) => Promise<void>>().mockRejectedValue(new Error('The upload failed.'));
    const send = vi.fn<(body: string, files: string[]) => Promise<unknown>>();
    render(<CaseReplyForm sending={false} upload={upload} send={send} />);
    type('With a file.');
    attach(new File(['x'], 'scan.pdf', { type: 'application/pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The upload failed.')).toBeVisible();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText('scan.pdf')).toBeVisible();
  });
});
