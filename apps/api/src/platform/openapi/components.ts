// The contracts' schemas that the API document names (components.schemas): each is registered in zod's global
// registry under its export name in PascalCase, so every route schema that contains it refers to it by `$ref`.
// Bodies and answers only: a querystring or path schema must stay inline (Fastify's swagger lists its fields as
// parameters). The names live here, not in contracts, because naming them is the API document's concern.
import { z } from 'zod';
import * as contracts from '@portal/contracts';

const c = contracts;
const NAMED = {
  // errors
  apiError: c.apiErrorSchema,
  // auth and the signed-in user
  accessTokenRequest: c.accessTokenRequest,
  accessTokenResponse: c.accessTokenResponse,
  authTokenResponse: c.authTokenResponse,
  oneTimeCodeRequest: c.oneTimeCodeRequest,
  sendPasswordResetEmailRequest: c.sendPasswordResetEmailRequest,
  passwordResetRequest: c.passwordResetRequest,
  passwordCreateRequest: c.passwordCreateRequest,
  changePasswordRequest: c.changePasswordRequest,
  supplierProfile: c.supplierProfile,
  featureFlagSummary: c.featureFlagSummary,
  featureFlagValues: c.featureFlagValues,
  // documents
  documentUrlRequest: c.documentUrlRequest,
  // orders list
  fulfillmentStatus: c.fulfillmentStatus,
  shippingMethod: c.shippingMethod,
  shippingType: c.shippingType,
  orderSummary: c.orderSummary,
  bulkProcessRequest: c.bulkProcessRequest,
  bulkProcessResult: c.bulkProcessResult,
  exportOrdersRequest: c.exportOrdersRequest,
  orderExportRow: c.orderExportRow,
  orderShippingAddress: c.orderShippingAddress,
  orderPrintDetail: c.orderPrintDetail,
  orderPrintItem: c.orderPrintItem,
  carrierOption: c.carrierOption,
  invoiceImportRequest: c.invoiceImportRequest,
  invoiceImportItem: c.invoiceImportItem,
  trackingImportRequest: c.trackingImportRequest,
  trackingImportItem: c.trackingImportItem,
  importResult: c.importResult,
  invoiceTemplateRow: c.invoiceTemplateRow,
  labelFormat: c.labelFormat,
  bulkLabelRequest: c.bulkLabelRequest,
  // dashboard and insights
  supplierStats: c.supplierStats,
  salesMetrics: c.salesMetrics,
  salesByChannel: c.salesByChannel,
  ordersByChannel: c.ordersByChannel,
  topItem: c.topItem,
  topItemBySales: c.topItemBySales,
  ddrStatistic: c.ddrStatistic,
  // accounting
  creditRequestSource: c.creditRequestSource,
  noteType: c.noteType,
  rmaDetail: c.rmaDetail,
  accountingNote: c.accountingNote,
  creditRequestSummary: c.creditRequestSummary,
  creditMemoSummary: c.creditMemoSummary,
  coverPreviewRequest: c.coverPreviewRequest,
  coverPreviewRow: c.coverPreviewRow,
  coverRequest: c.coverRequest,
  coverRequestItem: c.coverRequestItem,
  // order page
  agreementType: c.agreementType,
  cancelReason: c.cancelReason,
  packageType: c.packageType,
  priceChangeRequestStatus: c.priceChangeRequestStatus,
  cancellationStatus: c.cancellationStatus,
  shipmentRequestStatus: c.shipmentRequestStatus,
  orderDetail: c.orderDetail,
  supplierInvoice: c.supplierInvoice,
  agreement: c.agreement,
  calculatedAllowance: c.calculatedAllowance,
  cancellationInfo: c.cancellationInfo,
  orderItem: c.orderItem,
  orderItemTracking: c.orderItemTracking,
  orderHistoryEntry: c.orderHistoryEntry,
  facility: c.facility,
  bookedShipment: c.bookedShipment,
  supplierOrderNumberRequest: c.supplierOrderNumberRequest,
  orderItemShipment: c.orderItemShipment,
  orderShipmentsRequest: c.orderShipmentsRequest,
  invoiceRequest: c.invoiceRequest,
  additionalInvoiceRequest: c.additionalInvoiceRequest,
  cancellationRequest: c.cancellationRequest,
  priceChangeRequestItem: c.priceChangeRequestItem,
  priceChangeRequest: c.priceChangeRequest,
  parcelPackage: c.parcelPackage,
  packageDetails: c.packageDetails,
  labelRequest: c.labelRequest,
  ltlPackage: c.ltlPackage,
  ltlItem: c.ltlItem,
  ltlDetails: c.ltlDetails,
  ltlRequestPackage: c.ltlRequestPackage,
  ltlRequestItem: c.ltlRequestItem,
  ltlShipmentRequest: c.ltlShipmentRequest,
  calculateAllowanceRequest: c.calculateAllowanceRequest,
  // contacts and representative
  contact: c.contact,
  companyContacts: c.companyContacts,
  mainContactsRequest: c.mainContactsRequest,
  otherContact: c.otherContact,
  otherContactsRequest: c.otherContactsRequest,
  companyRepresentative: c.companyRepresentative,
  keyContact: c.keyContact,
  // users administration
  supplierUser: c.supplierUser,
  createSupplierUserRequest: c.createSupplierUserRequest,
  updateSupplierUserNameRequest: c.updateSupplierUserNameRequest,
  // supplier application
  supplierInvitation: c.supplierInvitation,
  supplierApplicationRequest: c.supplierApplicationRequest,
  applicationAddress: c.applicationAddress,
  applicationContact: c.applicationContact,
  applicationWarehouse: c.applicationWarehouse,
  countryOption: c.countryOption,
} satisfies Record<string, z.ZodType>;

export const ERROR_COMPONENT = 'ApiError';

const pascalCase = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Idempotent: a second app in the same process (tests) finds the names in place. */
export function registerComponentSchemas(): void {
  for (const [name, schema] of Object.entries(NAMED)) {
    const id = pascalCase(name);
    if (z.globalRegistry.get(schema)?.id === id) continue;
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
  }
}
