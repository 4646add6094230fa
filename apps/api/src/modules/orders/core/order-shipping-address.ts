// The shipping address of an order as the order page and the print sheets show it (one shape, one place).
import type { orders } from '../../../db/schema/index.ts';

type OrderRow = typeof orders.$inferSelect;

export function shippingAddressOf(o: OrderRow) {
  return {
    recipientName: [`${o.customerFirstName} ${o.customerLastName}`.trim(), o.customerCompany].filter(Boolean).join(', '),
    address: o.address1,
    address2: o.address2,
    address3: o.address3,
    country: o.country,
    city: o.city,
    state: o.state,
    zip: o.zip,
    phone: o.phone,
  };
}
