import { useQuery } from '@tanstack/react-query';
import { tagPlaceOptions } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { deviceKeys } from './device-keys';

/** The main items and classes of the contract's project (its breakdown changes rarely: kept for a few minutes). */
export const useTagPlaces = (contractId: number) =>
  useQuery({
    queryKey: [...deviceKeys.all, 'tagPlaces', contractId],
    queryFn: ({ signal }) => callEndpoint(tagPlaceOptions, { contractId }, { signal }),
    staleTime: 5 * 60_000,
    enabled: contractId > 0,
  });
