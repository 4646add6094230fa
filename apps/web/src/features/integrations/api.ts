// Settings > Integrations calls (docs/decisions/integrations.md): per call a fetcher and a
// hook; keys under ['integrations', ...]; every change refreshes the area.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  apiToken,
  createdApiToken,
  createdWebhookEndpoint,
  webhookDelivery,
  webhookEndpoint,
  type CreateApiTokenRequest,
  type WebhookEndpointRequest,
} from '@portal/contracts';
import { http } from '../../lib/http.ts';

export const integrationsKeys = {
  all: ['integrations'] as const,
  tokens: () => ['integrations', 'tokens'] as const,
  endpoints: () => ['integrations', 'endpoints'] as const,
  deliveries: (endpointId: number) => ['integrations', 'deliveries', endpointId] as const,
};

export const fetchApiTokens = async () => z.array(apiToken).parse(await http('/integrations/api-tokens'));
export const useApiTokens = () => useQuery(queryOptions({ queryKey: integrationsKeys.tokens(), queryFn: fetchApiTokens }));

export const fetchWebhookEndpoints = async () => z.array(webhookEndpoint).parse(await http('/integrations/webhook-endpoints'));
export const useWebhookEndpoints = () => useQuery(queryOptions({ queryKey: integrationsKeys.endpoints(), queryFn: fetchWebhookEndpoints }));

export const fetchWebhookDeliveries = async (endpointId: number) =>
  z.array(webhookDelivery).parse(await http(`/integrations/webhook-endpoints/${endpointId}/deliveries`));
/** The log refreshes every few seconds while it is open (deliveries go out in the background). */
export const useWebhookDeliveries = (endpointId: number | null) =>
  useQuery({
    queryKey: integrationsKeys.deliveries(endpointId ?? 0),
    queryFn: () => fetchWebhookDeliveries(endpointId!),
    enabled: endpointId !== null,
    refetchInterval: 3000,
  });

export const createApiToken = async (body: CreateApiTokenRequest) =>
  createdApiToken.parse(await http('/integrations/api-tokens', { method: 'POST', body }));
export const revokeApiToken = (id: number) => http(`/integrations/api-tokens/${id}/revoke`, { method: 'POST' });
export const createWebhookEndpoint = async (body: WebhookEndpointRequest) =>
  createdWebhookEndpoint.parse(await http('/integrations/webhook-endpoints', { method: 'POST', body }));
export const updateWebhookEndpoint = async (id: number, body: WebhookEndpointRequest) =>
  webhookEndpoint.parse(await http(`/integrations/webhook-endpoints/${id}`, { method: 'PUT', body }));
export const replayWebhookDelivery = async (id: number) =>
  webhookDelivery.parse(await http(`/integrations/webhook-deliveries/${id}/replay`, { method: 'POST' }));

function useIntegrationsMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: integrationsKeys.all }) });
}

export const useCreateApiToken = () => useIntegrationsMutation(createApiToken);
export const useRevokeApiToken = () => useIntegrationsMutation(revokeApiToken);
export const useCreateWebhookEndpoint = () => useIntegrationsMutation(createWebhookEndpoint);
export const useUpdateWebhookEndpoint = () =>
  useIntegrationsMutation(({ id, body }: { id: number; body: WebhookEndpointRequest }) => updateWebhookEndpoint(id, body));
export const useReplayWebhookDelivery = () => useIntegrationsMutation(replayWebhookDelivery);
