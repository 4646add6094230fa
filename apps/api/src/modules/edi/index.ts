// The EDI area's public entry (docs/decisions/edi.md): X12 004010 translators between the portal's orders, money and
// commands and the documents a trading partner exchanges (850, 860, 820, 997 out; 855, 856, 810, 997 in).
export {
  writeInterchange,
  readInterchange,
  type OutboundInterchange,
  type InboundInterchange,
  type X12SegmentData,
} from './x12-envelope.ts';
export { write855 } from './edi-855.ts';
export { write856 } from './edi-856.ts';
export { write810 } from './edi-810.ts';
export { MARKETPLACE_EDI_PARTY, receiveInterchange, type ReceivedInterchange } from './edi-receive.service.ts';
export { write850 } from './edi-850.ts';
export { write860 } from './edi-860.ts';
export { write820 } from './edi-820.ts';
export { acknowledgements, outcomeOf, translateInbound, write997Interchange, type TranslatedTransaction } from './edi-inbound.ts';
export { ediSubscribers } from './edi.subscribers.ts';
export { registerEdiSftpServer } from './sftp/sftp-server.ts';
export { ediSftpAccountOpsRoutes } from './ops/edi-sftp-account.routes.ts';
// the demo's partner and sign-in (seed/edi.ts), set as the console sets them
export { savePartner } from './edi-partner.service.ts';
export { setSftpAccount } from './edi-sftp-accounts.service.ts';
/** The supplier's EDI page (/api/edi) and the console's partner setup (/api/ops/suppliers/{id}/edi-partner). */
export { ediRoutes } from './edi.routes.ts';
export { ediPartnerOpsRoutes } from './ops/edi-partner-ops.routes.ts';
/** A partner's file arriving, for demos and E2E tests (outside production only). */
export { ediDevRoutes } from './edi-dev.routes.ts';
