import { queryOptions, useQuery } from '@tanstack/react-query';
import { report1, report2, report3 } from '@sddp/shared';
import { callEndpoint } from '@/lib/api-client';
import { deviceKeys } from './device-keys';

export const REPORTS = { 1: report1, 2: report2, 3: report3 } as const;
export type ReportNumber = keyof typeof REPORTS;

/** The three reports share their input; their rows differ, and the report's definition reads them (report-definitions.ts). */
export const reportQueryOptions = (which: ReportNumber, projectId?: number) =>
  queryOptions({
    queryKey: deviceKeys.report(which, projectId),
    queryFn: async ({ signal }) => {
      const result = await callEndpoint(REPORTS[which] as typeof report1, projectId === undefined ? {} : { projectId }, { signal });
      return result as { rows: Array<Record<string, unknown>> };
    },
  });

export const useReport = (which: ReportNumber, projectId?: number) => useQuery(reportQueryOptions(which, projectId));
