/**
 * Seeds suppliers fast through the data modules: createImportedSuppliers writes the records, their
 * primary accounts, guards and catalogue entries in batches; the memberships are then written the
 * same way (the records again with `projects`, and their catalogue buckets), because setOrgInProject
 * costs one transaction per join. A sample of real setOrgInProject calls is timed separately.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { type OrgRecord, publishImported, orgItem, setOrgInProject } from '#entities/org';
import { createImportedSuppliers } from '#entities/staged-import';
import { db, tableName } from '#kit/db/client';
import { runLimited } from '#kit/db/concurrency';
import type { SupplierFactory } from './org-fixtures';

/** Every seeded supplier's contact (the primary account's); the bench reads organisations, not accounts. */
export const BENCH_CONTACT = { linkman: '联系人', mobile: '', email: 'contact@example.com' } as const;

/** What the bench expects the server to hold, to check every answer against. */
export interface ExpectedOrg {
  id: number;
  orgCode: string;
  orgName: string;
  projects: Set<number>;
}

export class ExpectedOrgs {
  private readonly byId = new Map<number, ExpectedOrg>();
  private newestFirst: ExpectedOrg[] | undefined;

  add(org: ExpectedOrg): void {
    this.byId.set(org.id, org);
    this.newestFirst = undefined;
  }

  get size(): number {
    return this.byId.size;
  }

  /** Newest first, as the lists answer. */
  all(): ExpectedOrg[] {
    this.newestFirst ??= [...this.byId.values()].sort((a, b) => b.id - a.id);
    return this.newestFirst;
  }

  /** Ids matching, newest first (the server's filters match anywhere in the value, ignoring case). */
  ids(filter: (org: ExpectedOrg) => boolean): number[] {
    return this.all()
      .filter(filter)
      .map((org) => org.id);
  }

  joinedProject(id: number, projectId: number): void {
    this.byId.get(id)?.projects.add(projectId);
  }
}

async function batchPut(items: Array<Record<string, unknown>>): Promise<void> {
  const batches = Array.from({ length: Math.ceil(items.length / 25) }, (_, index) => items.slice(index * 25, (index + 1) * 25));
  await runLimited(batches, 8, async (batch) => {
    let pending: Array<Record<string, unknown>> | undefined = batch.map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt > 8) throw new Error('BatchWriteItem kept returning unprocessed items');
      const response = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = response.UnprocessedItems?.[tableName()] as Array<Record<string, unknown>> | undefined;
    }
  });
}

export interface SeedTiming {
  organisations: number;
  createImportedSuppliersMs: number;
  membershipsMs: number;
  memberships: number;
}

export async function seedSuppliers(
  count: number,
  factory: SupplierFactory,
  projectIds: readonly number[],
  expected: ExpectedOrgs,
): Promise<SeedTiming> {
  const now = new Date();
  const rows = Array.from({ length: count }, (_, index) => ({ row: index + 2, ...factory.supplier(), ...BENCH_CONTACT }));
  const started = performance.now();
  const created = await createImportedSuppliers(rows, now);
  const createdMs = performance.now() - started;

  const joinedAt = now.toISOString();
  const joined: OrgRecord[] = created.map((record) => ({
    ...record,
    projects: Object.fromEntries(factory.projectsFor(projectIds).map((projectId) => [String(projectId), joinedAt])),
    version: record.version + 1,
  }));
  await batchPut(joined.map((record) => orgItem(record)));
  await publishImported(joined);
  const membershipsMs = performance.now() - started - createdMs;

  for (const record of joined) {
    expected.add({
      id: record.id,
      orgCode: record.orgCode,
      orgName: record.orgName,
      projects: new Set(Object.keys(record.projects).map(Number)),
    });
  }
  return {
    organisations: count,
    createImportedSuppliersMs: Math.round(createdMs),
    membershipsMs: Math.round(membershipsMs),
    memberships: joined.reduce((sum, record) => sum + Object.keys(record.projects).length, 0),
  };
}

/** `count` real setOrgInProject calls (one transaction each), one after another: ms per call. */
export async function timeSampleJoins(
  count: number,
  projectId: number,
  expected: ExpectedOrgs,
): Promise<{ joins: number; meanMs: number; totalMs: number }> {
  const candidates = expected
    .all()
    .filter((org) => !org.projects.has(projectId))
    .slice(0, count);
  const started = performance.now();
  for (const org of candidates) {
    await setOrgInProject(org.id, projectId, true);
    expected.joinedProject(org.id, projectId);
  }
  const totalMs = performance.now() - started;
  return {
    joins: candidates.length,
    meanMs: Math.round((totalMs / Math.max(1, candidates.length)) * 10) / 10,
    totalMs: Math.round(totalMs),
  };
}
