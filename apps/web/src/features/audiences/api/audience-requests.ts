import { audienceEndpoints } from '@panel/domain/audiences/audience-endpoints';
import {
  AUDIENCE_RANGES,
  audienceCsvFilename,
  type Audience,
  type AudienceFilters,
} from '@panel/domain/audiences/audience-rules';
import { ApiError, call, download, errorText } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useListChange } from '@/lib/list-api';
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

/** The six filters alone, in the spec's order: the query string keeps it. */
const filtersQuery = (filters: AudienceFilters): AudienceFilters =>
  Object.fromEntries(
    AUDIENCE_RANGES.flatMap((range) =>
      (['Min', 'Max'] as const).map((end) => [`${range}${end}`, filters[`${range}${end}`]]),
    ),
  ) as AudienceFilters;

/** 'Alcance': how many players the filters reach. */
export const countAudiencePlayers = (filters: AudienceFilters) =>
  withAlerts(async () => {
    const answer = await call(audienceEndpoints.previewCount, { query: filtersQuery(filters) }, quiet);
    return answer.count;
  });

/** Downloads the reached players as a CSV named after the audience and today's date. */
export const downloadAudienceCsv = (audience: Audience) =>
  withAlerts(async () => {
    const query = { ...filtersQuery(audience), format: 'csv' as const, name: audience.name };
    await download(
      audienceEndpoints.previewData,
      { query },
      audienceCsvFilename(audience.name, new Date()),
      quiet,
    );
    return true;
  });

/** A new audience, or an edit of one. */
export const useSaveAudience = () =>
  useListChange(
    ({ id, audience }: { id: number | null; audience: Audience }) =>
      withAlerts(async () => {
        const answer =
          id === null
            ? await call(audienceEndpoints.create, { body: audience }, quiet)
            : await call(audienceEndpoints.update, { params: { id }, body: audience }, quiet);
        notifySuccess(answer.message);
        return answer.audience;
      }),
    [audiencesQueryKey],
    'settled',
  );

export const useDeleteAudience = () =>
  useListChange(
    (id: number) => call(audienceEndpoints.delete, { params: { id } }),
    [audiencesQueryKey],
    'settled',
  );
