// The suppliers module's public entry: the operators' administration of a supplier (the grid, supplierCanProcessOrders,
// per-supplier feature flags, the representative; under /api/ops), and the mail to a supplier's active Admins that
// the accounting area's operator calls send too (docs/decisions/house.md).
export { suppliersOpsRoutes } from './ops/suppliers.routes.ts';
export { activeAdminEmails, mailSupplierAdmins } from './supplier-admin-mail.ts';
