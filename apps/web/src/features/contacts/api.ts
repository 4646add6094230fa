// Contacts calls (spec 7 "Contacts and representative"): per call a fetcher, a queryOptions factory and a hook; keys
// under ['contacts', ...]. Company contacts are cached under supplier-company-contacts, the representative 20 minutes.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  REPRESENTATIVE_CACHE_MS,
  companyContacts,
  companyRepresentative,
  ifMatchHeader,
  keyContact,
  type MainContactsRequest,
  type OtherContactsRequest,
} from '@portal/contracts';
import { http } from '../../lib/http.ts';

export const contactsKeys = {
  all: ['contacts'] as const,
  companyContacts: () => ['contacts', 'supplier-company-contacts'] as const,
  representative: () => ['contacts', 'representative'] as const,
  keyContacts: () => ['contacts', 'key-contacts'] as const,
};

export const fetchCompanyContacts = async () => companyContacts.parse(await http('/supplier-contacts'));
export const companyContactsQueryOptions = () => queryOptions({ queryKey: contactsKeys.companyContacts(), queryFn: fetchCompanyContacts });
export const useCompanyContacts = () => useQuery(companyContactsQueryOptions());

export const fetchRepresentative = async () => companyRepresentative.nullable().parse(await http('/supplier-representative'));
export const representativeQueryOptions = () =>
  queryOptions({
    queryKey: contactsKeys.representative(),
    queryFn: fetchRepresentative,
    staleTime: REPRESENTATIVE_CACHE_MS,
    gcTime: REPRESENTATIVE_CACHE_MS,
  });
export const useRepresentative = () => useQuery(representativeQueryOptions());

export const fetchKeyContacts = async () => z.array(keyContact).parse(await http('/bison-contacts'));
export const keyContactsQueryOptions = () =>
  queryOptions({
    queryKey: contactsKeys.keyContacts(),
    queryFn: fetchKeyContacts,
    staleTime: REPRESENTATIVE_CACHE_MS,
    gcTime: REPRESENTATIVE_CACHE_MS,
  });
export const useKeyContacts = () => useQuery(keyContactsQueryOptions());

/** A save names the version it was made on (If-Match): 412 when someone saved meanwhile. */
export interface ContactsSave<B> {
  body: B;
  version: string | undefined;
}
const versionHeader = (version: string | undefined) => (version ? ifMatchHeader(version) : undefined);
export const saveMainContacts = ({ body, version }: ContactsSave<MainContactsRequest>) =>
  http('/supplier-contacts/contacts', { method: 'PUT', body, headers: versionHeader(version) });
export const saveOtherContacts = ({ body, version }: ContactsSave<OtherContactsRequest>) =>
  http('/supplier-contacts/other-contacts', { method: 'PUT', body, headers: versionHeader(version) });

/** Saves, then refreshes the company contacts (the dialog closes after; after a refused stale save it refills). */
export function useSaveMainContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMainContacts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactsKeys.companyContacts() }),
  });
}

export function useSaveOtherContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOtherContacts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactsKeys.companyContacts() }),
  });
}
