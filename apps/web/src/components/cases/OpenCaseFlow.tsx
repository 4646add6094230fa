// The open-a-case dialog with its calls (loaded when the button is pressed): the categories, the uploads, the call, and
// on success the case's page with a notice.
import { useNavigate } from 'react-router';
import type { CaseLink } from '@portal/contracts';
import { casePath, uploadCaseFile, useCaseCategories, useOpenCase } from '../../lib/cases-calls.ts';
import { notify } from '../feedback/notifications.tsx';
import { OpenCaseDialog } from './OpenCaseDialog.tsx';

export const caseOpenedNotice = (caseNumber: string) => `Case ${caseNumber} opened. The marketplace answers it here and by mail.`;

export interface OpenCaseFlowProps {
  link: CaseLink | null;
  aboutLabel: string | null;
  onClose: () => void;
}

export function OpenCaseFlow({ link, aboutLabel, onClose }: OpenCaseFlowProps) {
  const categories = useCaseCategories();
  const open = useOpenCase();
  const navigate = useNavigate();
  return (
    <OpenCaseDialog
      link={link}
      aboutLabel={aboutLabel}
      categories={categories.data ?? []}
      upload={uploadCaseFile}
      submit={(body) => open.mutateAsync(body)}
      onDone={(opened) => {
        onClose();
        notify('case-opened', caseOpenedNotice(opened.caseNumber));
        void navigate(casePath(opened.caseId));
      }}
      onClose={onClose}
    />
  );
}
