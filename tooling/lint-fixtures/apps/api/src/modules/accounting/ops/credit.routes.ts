import { raiseCreditRequest } from '../credit-requests.service.ts';

export const creditOpsRoutes = (): undefined => raiseCreditRequest();
