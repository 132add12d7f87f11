import { useQuery } from '@tanstack/react-query';
import { pumpDetail } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { deviceKeys } from './device-keys';

/** The catalogue pump of a typed id, for the tag dialog's hint: null when the catalogue has none. */
export const usePumpName = (id: number | undefined) =>
  useQuery({
    queryKey: [...deviceKeys.all, 'pumpName', id ?? 0],
    enabled: id !== undefined,
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        const pump = await callEndpoint(pumpDetail, { id: id! }, { signal });
        return { name: pump.bengName, type: pump.bengTypeName };
      } catch (error) {
        if (isApiError(error) && error.code === 404) return null;
        throw error;
      }
    },
  });
