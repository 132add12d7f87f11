import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { logSuggest } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';

/** Known account codes or organisation names containing the typed text (the filters match exactly). */
export function useLogSuggestions(field: 'userCode' | 'orgName', text: string) {
  const query = useQuery({
    queryKey: ['log', 'suggest', field, text],
    queryFn: ({ signal }) => callEndpoint(logSuggest, { field, text }, { signal }),
    enabled: text.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return query.data?.values ?? [];
}
