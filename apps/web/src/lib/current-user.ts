// The signed-in supplier's profile (GET /current-user), shared by the shell and every feature.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROLE_ADMIN, supplierProfile, type SupplierProfile } from '@portal/contracts';
import { http } from './http.ts';

export const fetchCurrentUser = async (): Promise<SupplierProfile> => supplierProfile.parse(await http('/current-user'));

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['session', 'current-user'], queryFn: fetchCurrentUser, staleTime: Infinity });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());

export const isAdmin = (user: Pick<SupplierProfile, 'roles'> | undefined) => !!user?.roles.includes(ROLE_ADMIN);
