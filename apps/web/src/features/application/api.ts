// Supplier application calls (spec 7 "Supplier application and invitation"): per call a fetcher, a queryOptions
// factory and a hook; keys under ['application', ...]. All of them are public (anonymous: no session on this page).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  COUNTRY_CACHE_MS,
  countryOption,
  supplierApplicationId,
  supplierInvitation,
  type SupplierApplicationRequest,
} from '@portal/contracts';
import { ApiError, http } from '../../lib/http.ts';

export const applicationKeys = {
  all: ['application'] as const,
  invitation: (token: string) => ['application', 'invitation', token] as const,
  countries: () => ['application', 'countries'] as const,
  states: (countryCode: string) => ['application', 'states', countryCode] as const,
};

export const fetchInvitation = async (token: string) =>
  supplierInvitation.parse(await http(`/supplier-invitation/${encodeURIComponent(token)}`, { anonymous: true }));
/** Spec 7: a failed lookup is treated as not found, so it is not retried. */
export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: applicationKeys.invitation(token), queryFn: () => fetchInvitation(token), retry: false });
export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));

// Spec 9: the country and state lists are cached 24 hours.
const listCache = { staleTime: COUNTRY_CACHE_MS, gcTime: COUNTRY_CACHE_MS } as const;

export const fetchCountries = async () => z.array(countryOption).parse(await http('/countries', { anonymous: true }));
export const countriesQueryOptions = () => queryOptions({ queryKey: applicationKeys.countries(), queryFn: fetchCountries, ...listCache });
export const useCountries = () => useQuery(countriesQueryOptions());

export const fetchStates = async (countryCode: string) =>
  z.array(countryOption).parse(await http(`/countries/${encodeURIComponent(countryCode)}/states`, { anonymous: true }));
export const statesQueryOptions = (countryCode: string) =>
  queryOptions({ queryKey: applicationKeys.states(countryCode), queryFn: () => fetchStates(countryCode), ...listCache });
export const useStates = (countryCode: string) => useQuery({ ...statesQueryOptions(countryCode), enabled: countryCode !== '' });

export const submitApplication = async (body: SupplierApplicationRequest) =>
  supplierApplicationId.parse(await http('/supplier-applications', { method: 'POST', body, anonymous: true }));

/** After a refusal for the invitation's state (409: used or expired; 404) the invitation is read again to show it. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onError: (error, body) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404))
        void queryClient.invalidateQueries({ queryKey: applicationKeys.invitation(body.invitationToken) });
    },
  });
}
