// The /ops route of this queue (lazily loaded by the router).
export { InvoicesPage as Component } from './queue-pages.tsx';
