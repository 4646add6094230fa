// The panels' texts: titles from spec 2, error texts from spec 8 (each panel fails on its own).
export const PANEL_ERRORS = {
  statistics: 'Unable to retrieve statistics.',
  sales: 'Unable to retrieve sales data.',
  salesByChannel: 'Unable to retrieve sales by channel data.',
  orderCountByChannel: 'Unable to retrieve order count by channel data.',
  /** the dashboard's "Top 5 items sold" */
  topItemsSold: 'Unable to retrieve top items sold data.',
  /** the insights page's "Top 5 items sold" (items by count) */
  topItemsByCount: 'Unable to retrieve top items by count data.',
  /** "Sales by top item" (top SKUs by sales) */
  topSku: 'Unable to retrieve top SKU data.',
  ddr: 'Unable to retrieve DDR cases.',
  payments: 'Unable to retrieve payments data.',
} as const;

export const PANEL_TITLES = {
  sales: 'Sales',
  topItems: 'Top 5 items sold',
  salesByTopItem: 'Sales by top item',
  salesByChannel: 'Sales by channel',
  orderCountByChannel: 'Order count by channel',
  ddr: 'DDR cases',
  unprocessedOrders: 'Unprocessed orders',
} as const;
