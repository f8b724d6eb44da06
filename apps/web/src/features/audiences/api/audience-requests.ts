import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AUDIENCE_RANGES,
  audienceCountAnswer,
  audienceCsvFilename,
  audienceDeletedAnswer,
  audienceSavedAnswer,
  type Audience,
  type AudienceFilters,
} from '@panel/domain/audiences/audience-rules';
import { api, ApiError, errorText } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { saveFile } from '@/lib/save-file';
import { showErrorAlert } from '../error-alert';
import { audiencesQueryKey } from './get-audiences';

/**
 * Audience calls answer a refused rule (400) in the alert dialog of docs/features/audiences.md, not as a notice; any
 * other failure is a notice as usual. Resolves undefined when the call failed.
 */
async function withAlerts<T>(request: () => Promise<T>): Promise<T | undefined> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) showErrorAlert(errorText(error));
    else notifyError(errorText(error));
    return undefined;
  }
}

const quiet = { notify: false, loading: true } as const;

/** The six filters as query parameters, in the spec's order, then `extra`. */
const filtersQuery = (filters: AudienceFilters, extra: Record<string, string> = {}) =>
  new URLSearchParams([
    ...AUDIENCE_RANGES.flatMap((range) =>
      (['Min', 'Max'] as const).map((end): [string, string] => [
        `${range}${end}`,
        String(filters[`${range}${end}`]),
      ]),
    ),
    ...Object.entries(extra),
  ]).toString();

/** 'Alcance': how many players the filters reach. */
export const countAudienceClients = (filters: AudienceFilters) =>
  withAlerts(async () => {
    const answer = await api.get(
      `/api/audience/audience-clients-preview-count?${filtersQuery(filters)}`,
      audienceCountAnswer,
      quiet,
    );
    return answer.count;
  });

/** Downloads the reached players as a CSV named after the audience and today's date. */
export const downloadAudienceCsv = (audience: Audience) =>
  withAlerts(async () => {
    const query = filtersQuery(audience, { format: 'csv', name: audience.name });
    const blob = await api.blob(`/api/audience/audience-clients-preview-data?${query}`, quiet);
    saveFile(blob, audienceCsvFilename(audience.name, new Date()));
    return true;
  });

/** POST /api/audiences, or PUT /api/audiences/{id} when editing. */
export function useSaveAudience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, audience }: { id: number | null; audience: Audience }) =>
      withAlerts(async () => {
        const answer =
          id === null
            ? await api.post('/api/audiences', audience, audienceSavedAnswer, quiet)
            : await api.put(`/api/audiences/${id}`, audience, audienceSavedAnswer, quiet);
        notifySuccess(answer.message);
        return answer.audience;
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: audiencesQueryKey }),
  });
}

export function useDeleteAudience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/audiences/${id}`, audienceDeletedAnswer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: audiencesQueryKey }),
  });
}
