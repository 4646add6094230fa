// The orders area's public entry: the Fastify plugins app.ts registers, and what the seed and the bench use. Other
// modules, the seed and the bench import the area from here only; inside it the parts (list, detail, labels, export,
// print, carriers, product images) import core/ and never each other (docs/decisions/orders.md, "The orders area of the API").
export { ordersRoutes } from './orders.routes.ts';
export { productImagesRoutes } from './product-images/product-images.routes.ts';
export { labelsRoutes } from './labels/labels.routes.ts';
export { orderDetailRoutes } from './detail/order-detail.routes.ts';
export { orderProcessRoutes } from './detail/order-process.routes.ts';
export { orderShippingRoutes } from './detail/order-shipping.routes.ts';
/** Marketplace decisions: the operations console (modules/ops) calls them with the deciding operator's id. */
export { confirmBooking, moveToNeedsBooking, sendLtlBackToReview, type BookingConfirmation } from './detail/order-ltl.service.ts';
export { approvePriceChange, declinePriceChange } from './detail/order-price-change.service.ts';
export { approveCancellation, rejectCancellation } from './detail/order-cancellation.service.ts';
export { decideInvoice, type InvoiceDecision } from './detail/order-invoice-review.service.ts';
export { createOrderFromIntake, type IntakeResult } from './core/order-intake.service.ts';
export { listOrderSummaries, ORDER_SUMMARY_COLUMNS } from './list/order-summaries.queries.ts';
/** The one seam every order change passes (with its webhook events): the other sides' decisions and tests record through it. */
export { recordHistory } from './core/order-history.ts';
