import type * as z from 'zod/mini';
import { hasNoticeContent, type noticeInput } from '@sddp/shared';
import { matchingOrgs } from '#entities/org';
import { getProjects } from '#entities/project';
import { invalid } from '#kit/errors';
import type { NoticeRecord } from '../data/notice-record';
import { sanitiseNoticeHtml } from './sanitise';

type NoticeFields = Pick<
  z.output<typeof noticeInput>,
  'title' | 'projectIds' | 'scopeType' | 'scopeRoles' | 'scopeOrgs' | 'topFlg' | 'content'
>;
export type WrittenFields = Pick<NoticeRecord, 'title' | 'projects' | 'scopeType' | 'scopeRoles' | 'scopeOrgs' | 'topFlg' | 'content'>;

async function projectsNamed(ids: readonly number[]): Promise<WrittenFields['projects']> {
  const unique = [...new Set(ids)];
  const found = new Map((await getProjects(unique)).map((project) => [project.id, project]));
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined)
    throw invalid({ projectIds: 'error.notice.unknownProject' }, 'error.notice.unknownProject', { projectIds: { projectId: missing } });
  return unique.map((id) => ({ id, name: found.get(id)!.projectName, nameEn: found.get(id)!.projectNameEn }));
}

async function orgsCoded(codes: readonly string[]): Promise<WrittenFields['scopeOrgs']> {
  if (codes.length === 0) return [];
  const byCode = new Map((await matchingOrgs({})).map((org) => [org.orgCode.toLowerCase(), org]));
  return [...new Set(codes)].map((code) => {
    const org = byCode.get(code.toLowerCase());
    if (!org) throw invalid({ scopeOrgs: 'error.notice.unknownOrg' }, 'error.notice.unknownOrg', { scopeOrgs: { orgCode: code } });
    return { id: org.id, orgCode: org.orgCode, orgName: org.orgName };
  });
}

/**
 * What the form sent, checked against storage and made safe: the projects and organisations must
 * exist (kept with their names), the scope keeps only its own kind, and the content is sanitised;
 * content that sanitising empties is refused as empty (spec §5 check 4).
 */
export async function writtenFields(input: NoticeFields): Promise<WrittenFields> {
  const content = await sanitiseNoticeHtml(input.content);
  const [projects, scopeOrgs] = await Promise.all([
    projectsNamed(input.projectIds),
    orgsCoded(input.scopeType === '1' ? input.scopeOrgs : []),
  ]);
  if (!hasNoticeContent(content)) throw invalid({ content: 'validation.notice.content' });
  return {
    title: input.title,
    projects,
    scopeType: input.scopeType,
    scopeRoles: input.scopeType === '0' ? [...new Set(input.scopeRoles)] : [],
    scopeOrgs,
    topFlg: input.topFlg,
    content,
  };
}
