// The accounting module's public entry: the routes app.ts registers (the supplier's, and the operators' credit requests
// under /api/ops), and what the dashboard and the seed use: raising credit requests, the open total, the memo PDF.
export { accountingRoutes } from './accounting.routes.ts';
export { creditOpsRoutes } from './ops/credit.routes.ts';
export { openCreditRequestsTotal } from './accounting.queries.ts';
export { raiseAgreementCreditRequest, raiseCreditRequest, type RaiseCreditRequestInput } from './credit-requests.service.ts';
export { renderCreditMemoPdf, type CreditMemoPdfInput } from './credit-memo-pdf.ts';
export { accountingDevRoutes } from './accounting-dev.routes.ts';
