// The /ops route of this queue (lazily loaded by the router).
export { LtlShipmentsPage as Component } from './queue-pages.tsx';
