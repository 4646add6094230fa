// The accounting module's public entry: the routes app.ts registers, and what the dashboard, the seed and (later)
// the operations console use: raising credit requests on the marketplace's side, the open total, the memo PDF.
export { accountingRoutes } from './accounting.routes.ts';
export { openCreditRequestsTotal } from './accounting.queries.ts';
export { raiseAgreementCreditRequest, raiseCreditRequest, type RaiseCreditRequestInput } from './credit-requests.service.ts';
export { renderCreditMemoPdf, type CreditMemoPdfInput } from './credit-memo-pdf.ts';
export { accountingDevRoutes } from './accounting-dev.routes.ts';
