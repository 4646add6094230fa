// Each operation's request example in the API document (its body's `example` and its path parameters' `example`),
// keyed by operationId: a request an integrator can send as it stands against the demo data (npm run seed), as the
// demo user the operation is for (Admin admin@acme.test, the operator ops@marketplace.test, or no one on a public
// call). `test/hostile/document-examples.test.ts` sends every one of them in the document's order to a fresh demo
// database and expects a success, and each body is kept apart from the others (its own order, user or supplier) so the
// order does not matter. Dates lie in the future, so the demo's moving clock never makes them past.
// docs/decisions/api-document.md, "Examples that succeed".

export interface RequestExample {
  /** The path parameters, by name. */
  params?: Record<string, string | number>;
  body: unknown;
}

const FUTURE_DAY = '2030-01-15';
/**
 * The seed's example orders (seed/example-orders.ts), made for the examples whose days must hold on FUTURE_DAY (a
 * label not picked up, a pickup before its cutoff, a promised day after it): their ids follow the generated orders'.
 */
const EXAMPLE_ORDER = {
  label: 2301,
  bookedPickup: 2302,
  noLtlRequest: 2303,
  needsBooking: 2304,
  cancellationInReview: 2305,
  bulkCancellationInReview: 2306,
} as const;
/**
 * The seed's example credit request (seed/accounting.ts): an agreement's 5.00% of the example order PO-3100007
 * (seed/example-orders.ts, EXAMPLE_CREDIT_ORDER_PO), after Acme's 44 generated requests; the newest completed orders'
 * requests move with the day the demo is seeded (their days keep off weekends), this one does not.
 */
const EXAMPLE_CREDIT_REQUEST = { id: 45, orderId: 2307, amount: '21.61' } as const;
/** The example label order's label file (seed/example-orders.ts, EXAMPLE_LABEL_FILE). */
const EXAMPLE_LABEL_FILE = '20300114160000__shipping-label-PO-3100001.pdf';
/**
 * The LTL requests waiting for their booking, one per example: the example order PO-3100004's is booked (its request
 * lists its pallets, which the bill of lading prints), PO-1000010's (a generated order's: the same id every day) is
 * sent back to review.
 */
const WAITING_SHIPMENT_REQUEST = { toBook: 181, toSendBack: 2 } as const;
/** A file the demo stores in Acme's files at start under a fixed name: a credit request note's (seed/accounting.ts, NOTE_FILES). */
const DEMO_NOTE_FILE = '20260105093000__return-photos.pdf';
/** A demo file name the upload-url calls take (a PDF). */
const FILE_NAME = 'proof-of-delivery.pdf';

export const REQUEST_EXAMPLES: Record<string, RequestExample> = {
  // ---- auth (public; the demo password of every demo user)
  createAccessTokens: { body: { username: 'clerk@acme.test', password: 'Portal-demo-1' } },
  sendOneTimeCode: { body: { email: 'clerk@acme.test' } },
  // the Admin turns the requirement off (the demo's state), so sending the example leaves the demo as it was
  setSecondFactorRequirement: { body: { required: false } },
  // the options of a passkey sign-in without a password (any passkey of the site): a challenge, good once for 5 minutes
  startPasskeySignIn: { body: {} },
  // ---- single sign-on (the Admin's settings; docs/decisions/auth.md, "Single sign-on"): a provider set up without
  // enforcement and a domain claimed, pending until proved, so the demo's sign-ins stay as they were
  saveSsoProvider: {
    body: {
      kind: 'oidc',
      issuer: 'https://login.acme-home.example',
      clientId: 'supplier-portal',
      clientSecret: 'the-client-secret-the-provider-gave',
      newPersonRole: 'User',
      enforced: false,
    },
  },
  claimSsoDomain: { body: { domain: 'acme-home.example' } },
  sendPasswordResetEmail: { body: { email: 'clerk@acme.test' } },
  changePassword: {
    body: { currentPassword: 'Portal-demo-1', newPassword: 'Harbor-lamp-2030', confirmPassword: 'Harbor-lamp-2030' },
  },
  // ---- orders (Acme's Admin)
  markOrdersProcessing: { body: { orders: [2] } },
  exportOrders: { body: { orderIds: [5, 12] } },
  saveSupplierOrderNumber: { params: { orderId: 3 }, body: { supplierOrderNumber: 'SO-4411' } },
  cancelOrder: { params: { orderId: 76 }, body: { reason: 'OutOfStockWithRestock', restockDate: FUTURE_DAY } },
  // the self-service exceptions (docs/decisions/order-exceptions.md): a new order to the second warehouse, a shipment undone
  changeShipFrom: { params: { orderId: 149 }, body: { supplierFacilityId: 2 } },
  undoShipment: { params: { orderId: 138 }, body: { reason: 'The shipment was entered for the wrong order.' } },
  // the example orders' days lie in 2030 and are sent on FUTURE_DAY: the label ships that day, the pickup on the 17th
  // (its cutoff is the 16th at 14:00 in New York), the LTL request's order is promised for the 31st
  replaceShippingLabel: {
    params: { orderId: EXAMPLE_ORDER.label },
    body: { voidedLabel: EXAMPLE_LABEL_FILE, carrierId: 1, shipDate: FUTURE_DAY },
  },
  moveLtlPickup: { params: { orderId: EXAMPLE_ORDER.bookedPickup }, body: { fromDate: '2030-01-17', pickUpDate: '2030-01-18' } },
  requestLtlShipment: {
    params: { orderId: EXAMPLE_ORDER.noLtlRequest },
    body: {
      supplierFacilityId: 2,
      earliestPickup: '09:00',
      latestPickup: '15:00',
      shippingDate: '2030-01-17',
      items: [
        {
          productId: 10005,
          sku: 'ACM-BED-UPH-QN',
          packages: [{ packageType: 'Pallet', width: 40, height: 48, depth: 40, weight: 380, quantity: 1 }],
        },
      ],
    },
  },
  calculateAllowance: { body: { date: '2026-11-02', amount: '120.00' } },
  // the carrier the order's shipping method offers (Bison UPS: UPS), a number of UPS's shape
  saveShipments: { params: { orderId: 77 }, body: [{ orderLineId: 129, carrierId: 2, trackingNumbers: ['1Z999AA10123456784'] }] },
  importTrackings: { body: { items: [{ purchaseOrderNumber: 'PO-1000094', carrier: 'UPS', trackingNumber: '1Z999AA10123456785' }] } },
  requestPriceChange: { params: { orderId: 162 }, body: [{ orderItemId: 291, newPrice: '27.50' }] },
  // an invoice's date lies between the order's creation and today: the example's day is the documented run day, the
  // day document-examples.test.ts sends it on (as postPaymentRun's)
  createInvoice: {
    params: { orderId: 11 },
    body: { invoiceNumber: 'INV-EXAMPLE-11', invoiceDate: FUTURE_DAY, tax: '0.00', discount: '0.00', shippingCost: '0.00' },
  },
  createAdditionalInvoice: {
    params: { orderId: 15 },
    body: {
      invoiceNumber: 'INV-EXAMPLE-15A',
      invoiceDate: FUTURE_DAY,
      tax: '0.00',
      discount: '0.00',
      shippingCost: '0.00',
      handlingFee: '4.50',
    },
  },
  importInvoices: {
    body: {
      items: [
        {
          purchaseOrderNumber: 'PO-1000271',
          invoiceNumber: 'INV-EXAMPLE-271',
          invoiceDate: FUTURE_DAY,
          shippingCost: '0.00',
          discount: '0.00',
          tax: '0.00',
          handlingFee: '0.00',
        },
      ],
    },
  },
  // a label's ship date lies within today and the 3 days after: the example's day is the run day, as above (a label
  // is printed from the order for a FedEx Home Delivery order; the batch takes any parcel order)
  printShippingLabel: {
    params: { orderId: 194 },
    body: {
      supplierFacilityId: 1,
      packages: [{ packageType: 'Box', width: 12, height: 10, depth: 8, weight: 6, boxes: 1 }],
      estimatedValue: '42.75',
      date: FUTURE_DAY,
    },
  },
  createShippingLabelBatch: { body: { orderIds: [101], format: 'Paper4X6', shippingDate: FUTURE_DAY } },
  previewCreditRequestsCover: { body: { creditRequests: [{ id: EXAMPLE_CREDIT_REQUEST.id, sourceType: 'Agreement' }] } },
  // the example's agreement credit request: Acme renders its agreements' memos (no file to upload)
  coverCreditRequests: {
    body: {
      creditMemoNumber: 'CM-EXAMPLE-1',
      creditMemoDate: '2026-11-02',
      creditRequestsToCover: [
        {
          creditRequestId: EXAMPLE_CREDIT_REQUEST.id,
          orderId: EXAMPLE_CREDIT_REQUEST.orderId,
          amountToCover: EXAMPLE_CREDIT_REQUEST.amount,
          sourceType: 'Agreement',
        },
      ],
    },
  },
  // ---- documents
  createDocumentUploadUrl: { body: { value: FILE_NAME } },
  createDocumentDownloadUrl: { body: { value: DEMO_NOTE_FILE } },
  // ---- payments (Acme's Admin)
  // ---- cases (Acme's Admin; CASE-000072 is the demo's newest case, New: seed/cases.ts)
  openCase: {
    body: {
      categoryId: 1,
      subject: 'Wrong ZIP code on the order',
      message: 'The customer wrote that the ZIP code is 62704, not 62701. Please correct it before we ship.',
      link: { kind: 'order', id: 3 },
    },
  },
  postCaseMessage: { params: { caseId: 72 }, body: { body: 'The customer confirmed the new address by phone.' } },
  // the seed's first deduction, kept open and undisputed for this example (seed/payments.ts, EXAMPLE_DEDUCTION: freight)
  disputeDeduction: {
    params: { deductionId: 1 },
    body: { reason: 'FreightNotOwed', comment: 'We shipped on our own freight account; the carrier invoice is attached.', files: [] },
  },
  // ---- contacts (Acme's Admin): the demo's contacts, saved again
  updateSupplierMainContacts: {
    body: {
      primaryContact: { name: 'Paula Primary', email: 'paula@acme.test', phone: '+1 212 555 0101', contactType: 'PrimaryContact', cc: [] },
      accountManager: { name: 'Adam Manager', email: 'adam@acme.test', phone: '+1 212 555 0102', contactType: 'AccountManager', cc: [] },
      accountReceivable: null,
      orderingHandlingFulfillment: null,
      customerService: {
        name: 'Acme Support',
        email: 'support@acme.test',
        phone: '+1 212 555 0103',
        contactType: 'CustomerService',
        cc: [],
      },
    },
  },
  updateSupplierOtherContacts: {
    body: {
      otherContacts: [
        { name: 'Olga Owner', email: 'olga@acme.test', phone: '+1 212 555 0104', contactType: 'OwnerOfTheCompany' },
        { name: 'Shipping Desk', email: 'shipping@acme.test', phone: '+1 212 555 0105', contactType: 'ShippingDepartment' },
      ],
    },
  },
  // ---- users and integrations (Acme's Admin)
  createSupplierUser: { body: { email: 'new.clerk@acme.test', firstName: 'Nora', lastName: 'Clerk' } },
  updateSupplierUserName: { params: { userId: 2 }, body: { firstName: 'Casey', lastName: 'Clerk' } },
  createApiToken: { body: { name: 'Warehouse system', scopes: ['read', 'orders:write'], expiresOn: FUTURE_DAY } },
  createScimToken: { body: { name: 'Okta provisioning' } },
  // ---- the operators' console (ops@marketplace.test)
  // the price change requestPriceChange's example asks for (on order 162)
  decideOpsPriceChanges: { body: { ids: [162], decision: 'approve' } },
  acceptOpsInvoice: { params: { id: 2 }, body: { note: 'Matches the agreement.' } },
  rejectOpsInvoice: { params: { id: 28 }, body: { note: 'The handling fee is not in the agreement.' } },
  bookOpsLtlShipment: {
    params: { id: WAITING_SHIPMENT_REQUEST.toBook },
    body: { carrierId: 7, warehouseName: 'Springfield DC', pickUpDate: FUTURE_DAY },
  },
  sendBackOpsLtlShipment: {
    params: { id: WAITING_SHIPMENT_REQUEST.toSendBack },
    body: { note: 'Please add the pallet dimensions of the second package before we book the carrier.' },
  },
  // the example orders' second cancellation in review (PO-3100006, seed/example-orders.ts)
  decideOpsCancellations: { body: { ids: [EXAMPLE_ORDER.bulkCancellationInReview], decision: 'approve' } },
  // the example orders' cancellation in review (PO-3100005, seed/example-orders.ts: its id the same at any hour of any
  // day), and the one cancelOrder's example asks for; without a case (its
  // caseId is for a case about the order: docs/decisions/cases.md, "Decisions from a case")
  approveOpsCancellation: { params: { id: EXAMPLE_ORDER.cancellationInReview }, body: {} },
  declineOpsCancellation: { params: { id: 76 }, body: {} },
  // an open Process request of Acme no other example covers or previews
  decideOpsCreditRequest: {
    params: { id: 41 },
    body: { decision: 'Withdraw', reason: 'Raised twice for the same return: the other request stands.' },
  },
  createOpsOrder: {
    body: {
      supplierId: 1,
      purchaseOrderNumber: 'PO-EXAMPLE-1',
      channel: 'Marketplace web',
      shippingMethod: 'SupplierGround',
      promisedShippingDate: FUTURE_DAY,
      shippingCost: '9.95',
      customer: { firstName: 'Jamie', lastName: 'Rivera', company: null, phone: '+1 212 555 0123' },
      address: { address1: '12 Market Street', address2: null, city: 'Springfield', state: 'IL', zip: '62701', country: 'US' },
      items: [{ productId: 501, sku: 'HOME-LMP-01', productName: 'Brass table lamp', quantity: 2, pricePerUnit: '49.90' }],
    },
  },
  createOpsInvitation: { body: { email: 'owner@newsupplier.test', invitedName: 'New Supplier Ltd' } },
  declineOpsApplication: { params: { id: 1 }, body: { reason: 'We already carry this assortment.' } },
  setOpsSupplierProcessOrders: { params: { supplierId: 2 }, body: { supplierCanProcessOrders: true } },
  setOpsSupplierFeatureFlag: { params: { supplierId: 2, feature: 'Payments' }, body: { isEnabled: true } },
  // the demo's Integrated Outdoor Supply with a trading partner in test mode (docs/decisions/edi.md, "The partner setup")
  setOpsEdiPartner: {
    params: { supplierId: 2 },
    body: {
      isaQualifier: 'ZZ',
      isaId: 'INTEGRATED',
      gsId: 'INTEGRATEDGS',
      documents: ['850', '855', '856', '810', '997'],
      enabled: true,
      testMode: true,
    },
  },
  // the demo's partner's sign-in (seed/edi.ts) with a new password and a translator's key
  setOpsEdiSftpAccount: {
    params: { supplierId: 2 },
    body: {
      userName: 'integrated-edi',
      password: 'Integrated-edi-2',
      publicKeys: ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIApdayT0RNCB60PvfQZVViOlYd9gXArWtk1xK8cs0sLq translator@integrated'],
    },
  },
  setOpsSupplierRepresentative: {
    params: { supplierId: 2 },
    body: {
      displayName: 'Sam Success',
      position: 'Supplier Success Manager',
      email: 'sam.success@bison.test',
      phoneNumber: '+1 312 555 0188',
      imageUrl: null,
    },
  },
  createOpsCreditRequest: {
    body: {
      purchaseOrderNumber: 'PO-1000005',
      amount: '25.00',
      reasonForCredit: 'Customer return - damaged in transit',
      rma: null,
      note: null,
    },
  },
  createOpsCreditFileUploadUrl: { body: { purchaseOrderNumber: 'PO-1000005', fileName: FILE_NAME } },
  setPaymentTerms: { params: { supplierId: 2 }, body: { netDays: 45 } },
  previewPaymentRun: { body: { runDate: FUTURE_DAY } },
  // a run posts on its day (a calendar run day that has come): the 15th of the demo's calendar, sent on that day
  postPaymentRun: { body: { runDate: FUTURE_DAY } },
  setPaymentCalendar: { body: { runDays: [1, 15], holidays: ['2030-12-25'] } },
  putDeductionRules: {
    body: { supplierId: 2, rules: [{ type: 'LateShipment', basis: 'Flat', value: '12.50', enabled: true }] },
  },
  raiseDeductions: { body: { asOf: FUTURE_DAY } },
  createDeductionFileUploadUrl: { body: { supplierId: 1, fileName: FILE_NAME } },
  createManualDeduction: {
    body: {
      supplierId: 1,
      orderId: 5,
      type: 'Freight',
      amount: '25.00',
      reason: 'Freight billed by the carrier for a re-delivery.',
      files: [],
    },
  },
  createCaseFileUploadUrl: { params: { caseId: 72 }, body: { value: FILE_NAME } },
  answerOpsCase: { params: { id: 72 }, body: { body: 'We corrected the address on the order; the label prints with it now.' } },
  // the case openCase's example opens (the 73rd: the seed has 72) about order 3, which has not shipped
  correctOpsCaseOrderAddress: {
    params: { id: 73 },
    body: {
      address: { address1: '400 Capitol Avenue', address2: null, city: 'Springfield', state: 'IL', zip: '62704', country: 'US' },
      message: 'We corrected the ZIP code to 62704 as you asked.',
    },
  },
  setOpsCaseCategories: {
    body: {
      categories: [
        { categoryId: 1, name: 'Address correction', firstAnswerHours: 4, resolutionHours: 24, purpose: 'address-correction' },
        { categoryId: 2, name: 'Payments and remittances', firstAnswerHours: 24, resolutionHours: 120 },
        { categoryId: 3, name: 'Deduction question', firstAnswerHours: 24, resolutionHours: 120 },
        { categoryId: 4, name: 'Shipping and labels', firstAnswerHours: 8, resolutionHours: 48 },
        { categoryId: 5, name: 'Returns', firstAnswerHours: 24, resolutionHours: 96 },
        { categoryId: 6, name: 'Account and access', firstAnswerHours: 8, resolutionHours: 48 },
        { categoryId: 7, name: 'Other', firstAnswerHours: 48, resolutionHours: 168 },
      ],
    },
  },
  decideOpsDispute: { params: { id: 3 }, body: { decision: 'Upheld', reason: 'The cancellation came after the order shipped.' } },
  setPerformanceStandards: {
    body: {
      onTimeShipment: { target: 95, good: 90 },
      validTracking: { target: 98, good: 95 },
      cancellation: { target: 2, good: 4 },
      processingTime: { target: 1, good: 2 },
      invoiceAccuracy: { target: 97, good: 93 },
    },
  },
  setSupplierPerformanceStandards: {
    params: { supplierId: 2 },
    body: {
      onTimeShipment: { target: 96, good: 92 },
      validTracking: { target: 98, good: 95 },
      cancellation: { target: 2, good: 4 },
      processingTime: { target: 1, good: 2 },
      invoiceAccuracy: { target: 97, good: 93 },
    },
  },
};

type Json = Record<string, unknown>;

/** Puts each operation's example into the document: the JSON body's `example`, each path parameter's `example`. */
export function withRequestExamples(document: Json): Json {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const methods of Object.values(paths)) {
    for (const operation of Object.values(methods)) {
      const example = REQUEST_EXAMPLES[String(operation.operationId)];
      if (!example) continue;
      const media = ((operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined)?.['application/json'];
      if (media) media.example = example.body;
      for (const parameter of (operation.parameters ?? []) as Json[]) {
        if (parameter.in === 'path' && example.params?.[String(parameter.name)] !== undefined)
          parameter.example = example.params[String(parameter.name)];
      }
    }
  }
  return document;
}
