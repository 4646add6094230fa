// The /ops route of this queue (lazily loaded by the router).
export { CancellationsPage as Component } from './queue-pages.tsx';
