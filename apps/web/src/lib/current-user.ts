// The signed-in supplier's profile (GET /current-user), shared by the shell and every feature.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROLE_ADMIN, type SupplierProfile } from '@portal/contracts';
import { authSchemas } from './auth-schemas.ts';
import { takeEarlyOrFetch } from './early-answers.ts';

// the schema is imported on demand: the guards in the first download of every page need isAdmin, not zod
export const fetchCurrentUser = async (): Promise<SupplierProfile> => {
  const [answer, { supplierProfile }] = await Promise.all([takeEarlyOrFetch('/current-user'), authSchemas()]);
  return supplierProfile.parse(answer);
};

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['session', 'current-user'], queryFn: fetchCurrentUser, staleTime: Infinity });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());

export const isAdmin = (user: Pick<SupplierProfile, 'roles'> | undefined) => !!user?.roles.includes(ROLE_ADMIN);
