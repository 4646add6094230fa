// The Sessions page's calls (/api/sessions): the person's signed-in devices, end one, end all the others; keys under
// ['sessions', ...]; every end refreshes the list.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endedSessions, sessionList } from '@portal/contracts';
import { http } from '../../lib/http.ts';

export const sessionsKeys = {
  all: ['sessions'] as const,
  list: () => ['sessions', 'list'] as const,
};

export const fetchSessions = async () => sessionList.parse(await http('/sessions'));
export const sessionsQueryOptions = () => queryOptions({ queryKey: sessionsKeys.list(), queryFn: fetchSessions });
export const useSessions = () => useQuery(sessionsQueryOptions());

export const endSession = (sessionId: string) => http<void>(`/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
export const endOtherSessions = async () => endedSessions.parse(await http('/sessions/end-others', { method: 'POST' }));

function useSessionsMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKeys.all }) });
}

export const useEndSession = () => useSessionsMutation(endSession);
export const useEndOtherSessions = () => useSessionsMutation(() => endOtherSessions());
