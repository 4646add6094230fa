export { creditOpsRoutes } from './ops/credit.routes.ts';
