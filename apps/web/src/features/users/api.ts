// Users administration calls (spec 7 "Supplier users"): per call a fetcher, a queryOptions factory and a hook; keys
// under ['users', ...]; every change refreshes the list.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ifMatchHeader, supplierUser, type CreateSupplierUserRequest, type UpdateSupplierUserNameRequest } from '@portal/contracts';
import { http } from '../../lib/http.ts';

export const usersKeys = {
  all: ['users'] as const,
  list: () => ['users', 'list'] as const,
};

export const fetchSupplierUsers = async () => z.array(supplierUser).parse(await http('/supplier-users'));
export const supplierUsersQueryOptions = () => queryOptions({ queryKey: usersKeys.list(), queryFn: fetchSupplierUsers });
export const useSupplierUsers = () => useQuery(supplierUsersQueryOptions());

export const createSupplierUser = async (body: CreateSupplierUserRequest) =>
  supplierUser.parse(await http('/supplier-users', { method: 'POST', body }));
/** With the version the dialog was filled from (If-Match): 412 when someone renamed the user meanwhile. */
export const updateSupplierUserName = async (userId: number, body: UpdateSupplierUserNameRequest, version?: string) =>
  supplierUser.parse(
    await http(`/supplier-users/${userId}`, { method: 'PUT', body, headers: version ? ifMatchHeader(version) : undefined }),
  );

export type UserStateChange = 'grant-admin' | 'revoke-admin' | 'activate' | 'deactivate';
export const changeSupplierUserState = (userId: number, change: UserStateChange) =>
  http(`/supplier-users/${userId}/${change}`, { method: 'POST' });

/** Removes the person's membership of the supplier (their other suppliers stay). */
export const removeSupplierUser = (userId: number) => http<void>(`/supplier-users/${userId}`, { method: 'DELETE' });

function useUsersMutation<V, R = unknown>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }) });
}

export const useCreateSupplierUser = () => useUsersMutation(createSupplierUser);
export const useUpdateSupplierUserName = () =>
  useUsersMutation(({ userId, body, version }: { userId: number; body: UpdateSupplierUserNameRequest; version?: string }) =>
    updateSupplierUserName(userId, body, version),
  );
export const useRemoveSupplierUser = () => useUsersMutation(removeSupplierUser);
/** Failures are only logged (spec 8: nothing is shown); the list is refreshed either way. */
export const useChangeSupplierUserState = () =>
  useUsersMutation(({ userId, change }: { userId: number; change: UserStateChange }) =>
    changeSupplierUserState(userId, change).catch((error: unknown) => console.error(error)),
  );
