// The audit log's call (/api/audit/events, the supplier's Admin): a server grid, read by the shared DataGrid.
export const AUDIT_EVENTS_PATH = '/audit/events';
