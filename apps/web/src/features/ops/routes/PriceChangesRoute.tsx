// The /ops route of this queue (lazily loaded by the router).
export { PriceChangesPage as Component } from './queue-pages.tsx';
