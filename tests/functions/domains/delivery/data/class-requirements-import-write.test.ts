import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  RequirementsImportStoppedError,
  settleEndedImports,
  settleRequirementsImport,
  writeRequirementsImport,
  type ClassReplacement,
} from '#domains/delivery/data/class-requirements-import-write';
import { recoverRequirementsImportJob } from '#domains/delivery/jobs/class-requirements-import-recovery';
import { getClassRequirements, saveClassRequirements, type StoredClassRequirements } from '#entities/tag-delivery';
import { keys } from '#kit/db/keys';
import type { JobRecordOf } from '#kit/jobs/job-record';
import { createTestProject, getItem } from '#test/fixtures';

const MATERIAL = {
  properties: [{ key: 'material', nameZh: '材质', nameEn: 'Material', type: 'text' as const, required: true }],
  documents: [],
};
const NAMEPLATE = {
  properties: [],
  documents: [{ key: 'nameplate', nameZh: '铭牌', nameEn: 'Nameplate', extensions: ['jpg'], required: false }],
};
const codes = Array.from({ length: 60 }, (_, index) => `C-${String(index + 1).padStart(3, '0')}`);

/** A project where C-001 (first transaction) and C-055 (second) have requirements, and the import giving every class MATERIAL. */
async function sixtyClasses() {
  const project = await createTestProject();
  const saved = (classCode: string) =>
    saveClassRequirements({ projectId: project.id, classCode, requirements: NAMEPLATE, expectedVersion: 0, updatedBy: 'earlier' });
  const previous = new Map<string, StoredClassRequirements>([
    ['C-001', await saved('C-001')],
    ['C-055', await saved('C-055')],
  ]);
  const classes: ClassReplacement[] = codes.map((classCode) => ({ classCode, requirements: MATERIAL, previous: previous.get(classCode) }));
  return { projectId: project.id, classes };
}

const stateOf = async (projectId: number) =>
  Object.fromEntries(
    await Promise.all(
      codes.map(async (classCode) => {
        const record = await getClassRequirements(projectId, classCode);
        return [classCode, record && { version: record.version, items: record.properties.length + record.documents.length }] as const;
      }),
    ),
  );

describe('writing a requirements workbook: all classes or none, over several transactions', () => {
  it('puts back what the first transaction wrote when a class of the second was saved meanwhile, each under a new version', async () => {
    const { projectId, classes } = await sixtyClasses();
    await saveClassRequirements({ projectId, classCode: 'C-055', requirements: MATERIAL, expectedVersion: 1, updatedBy: 'editor' });
    const jobId = randomUUID();
    const written: number[] = [];
    const outcome = await writeRequirementsImport({
      jobId,
      projectId,
      classes,
      rows: 60,
      updatedBy: 'importer',
      onWritten: (count) => void written.push(count),
    });
    expect(outcome).toEqual({ status: 'changedMeanwhile', classCodes: ['C-055'] });
    expect(written).toEqual([49]);
    const state = await stateOf(projectId);
    // C-001 as it was (one document), under version 3: 1 → the import's 2 → 3.
    expect(state['C-001']).toEqual({ version: 3, items: 1 });
    expect(await getClassRequirements(projectId, 'C-001')).toMatchObject({ ...NAMEPLATE, updatedBy: 'earlier' });
    // The rest of the first transaction had nothing: empty under version 2, never the import's.
    for (const classCode of codes.slice(1, 49)) expect(state[classCode], classCode).toEqual({ version: 2, items: 0 });
    // The second transaction was refused whole.
    for (const classCode of codes.slice(49).filter((code) => code !== 'C-055')) expect(state[classCode], classCode).toBeUndefined();
    expect(await getClassRequirements(projectId, 'C-055')).toMatchObject({ version: 2, ...MATERIAL, updatedBy: 'editor' });
    expect(await getItem(keys.requirementsImportManifest(projectId, jobId))).toMatchObject({ phase: 'rolledBack' });
    expect(await getItem(keys.requirementsImportUndo(jobId, 'C-001'))).toBeUndefined();
  });

  it('writes them all, keeps no undo items, and a later settlement says imported', async () => {
    const { projectId, classes } = await sixtyClasses();
    const jobId = randomUUID();
    expect(await writeRequirementsImport({ jobId, projectId, classes, rows: 61, updatedBy: 'importer' })).toEqual({ status: 'imported' });
    const state = await stateOf(projectId);
    expect(state['C-001']).toEqual({ version: 2, items: 1 });
    expect(state['C-060']).toEqual({ version: 1, items: 1 });
    expect(await getItem(keys.requirementsImportUndo(jobId, 'C-060'))).toBeUndefined();
    expect(await settleRequirementsImport({ jobId, projectId })).toEqual({ imported: true, rows: 61, classes: 60 });
    expect(await settleRequirementsImport({ jobId: randomUUID(), projectId })).toBeUndefined();
  });

  it('a recovery that takes over a writer gone silent undoes what it wrote, and the writer writes no more', async () => {
    const { projectId, classes } = await sixtyClasses();
    const jobId = randomUUID();
    let release = () => {};
    let paused = () => {};
    const pausedAfterFirst = new Promise<void>((resolve) => (paused = resolve));
    const writing = writeRequirementsImport({
      jobId,
      projectId,
      classes,
      rows: 60,
      updatedBy: 'importer',
      onWritten: () => {
        paused();
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    await pausedAfterFirst;
    expect((await stateOf(projectId))['C-002']).toEqual({ version: 1, items: 1 });

    expect(await settleRequirementsImport({ jobId, projectId })).toEqual({ imported: false, rows: 60, classes: 60 });
    release();
    await expect(writing).rejects.toBeInstanceOf(RequirementsImportStoppedError);
    const state = await stateOf(projectId);
    expect(state['C-001']).toEqual({ version: 3, items: 1 });
    expect(state['C-002']).toEqual({ version: 2, items: 0 });
    expect(state['C-060']).toBeUndefined();
    expect(await getItem(keys.requirementsImportManifest(projectId, jobId))).toMatchObject({ phase: 'rolledBack' });
  });
  it('the project’s next import settles an import whose job ended unsettled, and leaves one still running alone', async () => {
    const { projectId, classes } = await sixtyClasses();
    const jobId = randomUUID();
    let release = () => {};
    let paused = () => {};
    const pausedAfterFirst = new Promise<void>((resolve) => (paused = resolve));
    const writing = writeRequirementsImport({
      jobId,
      projectId,
      classes,
      rows: 60,
      updatedBy: 'importer',
      onWritten: () => {
        paused();
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    await pausedAfterFirst;
    const asked: string[] = [];
    await settleEndedImports(projectId, async (id) => {
      asked.push(id);
      return false;
    });
    expect(asked).toEqual([jobId]);
    expect((await stateOf(projectId))['C-002']).toEqual({ version: 1, items: 1 });

    await settleEndedImports(projectId, async () => true);
    release();
    await expect(writing).rejects.toBeInstanceOf(RequirementsImportStoppedError);
    expect((await stateOf(projectId))['C-002']).toEqual({ version: 2, items: 0 });
    asked.length = 0;
    await settleEndedImports(projectId, async (id) => {
      asked.push(id);
      return true;
    });
    expect(asked).toEqual([]);
  });
  it('the job’s recovery hook ends a committed write done, with its report, and an unsettled one failed as interrupted', async () => {
    const { projectId, classes } = await sixtyClasses();
    const jobOf = (id: string) =>
      ({
        id,
        kind: 'delivery.requirementsImport',
        input: { key: 'audit/delivery/requirements/1/x.xlsx', projectId },
        owner: { userId: 1, userCode: 'importer', orgName: '运营', linkman: '管理员', language: 'en', requestId: 'r', reqUrl: '/u' },
      }) as unknown as JobRecordOf<'delivery.requirementsImport'>;
    const committed = randomUUID();
    await writeRequirementsImport({ jobId: committed, projectId, classes: classes.slice(0, 3), rows: 4, updatedBy: 'importer' });
    expect(await recoverRequirementsImportJob(jobOf(committed))).toEqual({
      state: 'done',
      result: { status: 'imported', rows: 4, problems: [], moreProblems: 0 },
    });
    expect(await recoverRequirementsImportJob(jobOf(randomUUID()))).toEqual({
      state: 'failed',
      error: { code: 503, messageKey: 'error.importInterrupted', params: {} },
    });
  });
});
