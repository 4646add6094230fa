// Calls of the console's suppliers area: the grid, one supplier, its processing flag, feature flags and
// representative (keys under ['ops', 'suppliers']).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  companyRepresentative,
  opsPersonMemberships,
  opsSupplier,
  opsSupplierFlag,
  type OpsRepresentativeRequest,
} from '@portal/contracts';
import { http } from '../../../lib/http.ts';
import { gridQuery, type CompactGridParams } from '../../../components/data-grid/compact/compact-grid.ts';

export const supplierKeys = {
  all: ['ops', 'suppliers'] as const,
  list: (params: CompactGridParams) => ['ops', 'suppliers', 'list', params] as const,
  detail: (id: number) => ['ops', 'suppliers', 'detail', id] as const,
  flags: (id: number) => ['ops', 'suppliers', 'detail', id, 'flags'] as const,
  representative: (id: number) => ['ops', 'suppliers', 'detail', id, 'representative'] as const,
  people: (id: number) => ['ops', 'suppliers', 'detail', id, 'people'] as const,
};

export const suppliersQuery = (params: CompactGridParams) => gridQuery(supplierKeys.list(params), '/ops/suppliers', params, opsSupplier);

export const useSupplier = (id: number) =>
  useQuery({ queryKey: supplierKeys.detail(id), queryFn: async () => opsSupplier.parse(await http(`/ops/suppliers/${id}`)) });
export const useSupplierFlags = (id: number) =>
  useQuery({
    queryKey: supplierKeys.flags(id),
    queryFn: async () => z.array(opsSupplierFlag).parse(await http(`/ops/suppliers/${id}/feature-flags`)),
  });
export const useRepresentative = (id: number) =>
  useQuery({
    queryKey: supplierKeys.representative(id),
    queryFn: async () => companyRepresentative.nullable().parse(await http(`/ops/suppliers/${id}/representative`)),
  });

/** The supplier's people, each with all their memberships (modules/memberships' console call). */
export const useSupplierPeople = (id: number) =>
  useQuery({
    queryKey: supplierKeys.people(id),
    queryFn: async () => z.array(opsPersonMemberships).parse(await http(`/ops/suppliers/${id}/people`)),
  });

function useSupplierMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: supplierKeys.all }) });
}

export const useSetProcessOrders = (id: number) =>
  useSupplierMutation(async (value: boolean) =>
    opsSupplier.parse(await http(`/ops/suppliers/${id}/process-orders`, { method: 'PUT', body: { supplierCanProcessOrders: value } })),
  );
export const useSetSupplierFlag = (id: number) =>
  useSupplierMutation(async ({ feature, isEnabled }: { feature: string; isEnabled: boolean | null }) =>
    z.array(opsSupplierFlag).parse(await http(`/ops/suppliers/${id}/feature-flags/${feature}`, { method: 'PUT', body: { isEnabled } })),
  );
export const useSetRepresentative = (id: number) =>
  useSupplierMutation(async (body: OpsRepresentativeRequest) =>
    companyRepresentative.parse(await http(`/ops/suppliers/${id}/representative`, { method: 'PUT', body })),
  );
export const useRemoveRepresentative = (id: number) =>
  useSupplierMutation(() => http(`/ops/suppliers/${id}/representative`, { method: 'DELETE' }));
