// The EDI calls (docs/decisions/edi.md): the supplier's page (/api/edi, Admins) and the console's partner setup
// (/api/ops/suppliers/{id}/edi-partner); keys under ['edi', ...]; every change refreshes the area.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ediInterchangeDetail,
  ediSftpAccount,
  type EdiSftpAccountRequest,
  ediPartnerOverview,
  ediTradingPartner,
  ediInterchangeFileName,
  type EdiInterchangeSummary,
  type EdiTradingPartnerRequest,
} from '@portal/contracts';
import { downloadWithNotice } from '../../components/feedback/download-with-notice.ts';
import { downloadApiFile } from '../../lib/documents.ts';
import { ApiError, http } from '../../lib/http.ts';

export const EDI_INTERCHANGES_PATH = '/edi/interchanges';

export const ediKeys = {
  all: ['edi'] as const,
  partner: () => ['edi', 'partner'] as const,
  interchange: (id: number) => ['edi', 'interchanges', id] as const,
  opsPartner: (supplierId: number) => ['edi', 'ops', supplierId] as const,
  opsSftpAccount: (supplierId: number) => ['edi', 'ops', supplierId, 'sftp-account'] as const,
};

export const fetchEdiPartner = async () => ediPartnerOverview.parse(await http('/edi/partner'));
export const useEdiPartner = () => useQuery(queryOptions({ queryKey: ediKeys.partner(), queryFn: fetchEdiPartner }));

export const fetchEdiInterchange = async (id: number) => ediInterchangeDetail.parse(await http(`${EDI_INTERCHANGES_PATH}/${id}`));
export const useEdiInterchange = (id: number) => useQuery({ queryKey: ediKeys.interchange(id), queryFn: () => fetchEdiInterchange(id) });

/** The switch: PUT turns test mode on, DELETE off. */
export const setEdiTestMode = async (testMode: boolean) =>
  ediTradingPartner.parse(await http('/edi/partner/test-mode', { method: testMode ? 'PUT' : 'DELETE' }));

const opsPartnerPath = (supplierId: number) => `/ops/suppliers/${supplierId}/edi-partner`;
export const fetchOpsEdiPartner = async (supplierId: number) => ediTradingPartner.nullable().parse(await http(opsPartnerPath(supplierId)));
export const useOpsEdiPartner = (supplierId: number) =>
  useQuery({ queryKey: ediKeys.opsPartner(supplierId), queryFn: () => fetchOpsEdiPartner(supplierId) });
export const saveOpsEdiPartner = async ({ supplierId, body }: { supplierId: number; body: EdiTradingPartnerRequest }) =>
  ediTradingPartner.parse(await http(opsPartnerPath(supplierId), { method: 'PUT', body }));

const opsSftpAccountPath = (supplierId: number) => `${opsPartnerPath(supplierId)}/sftp-account`;
/** The partner's SFTP sign-in, or null when it has none (the call's 404). */
export const fetchOpsEdiSftpAccount = async (supplierId: number) => {
  try {
    return ediSftpAccount.parse(await http(opsSftpAccountPath(supplierId)));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};
export const useOpsEdiSftpAccount = (supplierId: number) =>
  useQuery({ queryKey: ediKeys.opsSftpAccount(supplierId), queryFn: () => fetchOpsEdiSftpAccount(supplierId) });
export const saveOpsEdiSftpAccount = async ({ supplierId, body }: { supplierId: number; body: EdiSftpAccountRequest }) =>
  ediSftpAccount.parse(await http(opsSftpAccountPath(supplierId), { method: 'PUT', body }));
export const removeOpsEdiSftpAccount = async (supplierId: number) => {
  await http(opsSftpAccountPath(supplierId), { method: 'DELETE' });
};

function useEdiMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: ediKeys.all }) });
}
export const useSetEdiTestMode = () => useEdiMutation(setEdiTestMode);
export const useSaveOpsEdiPartner = () => useEdiMutation(saveOpsEdiPartner);
export const useSaveOpsEdiSftpAccount = () => useEdiMutation(saveOpsEdiSftpAccount);
export const useRemoveOpsEdiSftpAccount = () => useEdiMutation(removeOpsEdiSftpAccount);

/** The interchange's raw file, saved under its direction and control number; a failure is notified. */
export const downloadInterchange = (i: Pick<EdiInterchangeSummary, 'interchangeId' | 'direction' | 'controlNumber'>) =>
  downloadWithNotice('edi-interchange', () =>
    downloadApiFile(`${EDI_INTERCHANGES_PATH}/${i.interchangeId}/file`, ediInterchangeFileName(i)),
  );
