import { keys } from '../db/keys';
import { gsi1Pages } from '../db/paging';
import { readHeadSequence, stampBucketsAndMoveHead } from './org-catalogue';
import { summaryOf, type OrgRecord } from './org-record';

/**
 * Repair: rewrites every organisation's catalogue entry from the records (Query gsi1 ORGS, a page at
 * a time). For data written before the catalogue existed, or after a failure between the two.
 */
export async function rebuildOrgCatalogue(): Promise<number> {
  let count = 0;
  for await (const page of gsi1Pages(keys.allOrgs())) {
    const orgs = page.map((item) => summaryOf({ projects: {}, ...item } as OrgRecord));
    if (orgs.length > 0) await stampBucketsAndMoveHead(orgs);
    count += orgs.length;
  }
  return count;
}

export async function rebuildOrgCatalogueIfMissing(): Promise<void> {
  if ((await readHeadSequence()) === 0) await rebuildOrgCatalogue();
}
