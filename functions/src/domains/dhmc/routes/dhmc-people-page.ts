import type { DhmcPersonRow } from '@sddp/shared';
import { requireProject } from '#entities/project';
import { dhmcRowsOf } from '../data/dhmc-people';

export interface DhmcPeopleFilter {
  projectId: number;
  linkman: string;
  userCode: string;
}

const contains = (value: string, wanted: string) => wanted === '' || value.toLowerCase().includes(wanted.toLowerCase());

/** A project's DHMC people matching the filters (contains, ignoring case), newest first; an unknown project is a 404. */
export async function matchingPeople(filter: DhmcPeopleFilter): Promise<DhmcPersonRow[]> {
  await requireProject(filter.projectId);
  return (await dhmcRowsOf(filter.projectId)).filter(
    (row) => contains(row.linkman, filter.linkman) && contains(row.userCode, filter.userCode),
  );
}
