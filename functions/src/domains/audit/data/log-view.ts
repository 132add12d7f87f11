import { beijingDateTimeToMs, type Language, type LogFilterInput, type LogRow } from '@sddp/shared';
import { logOrgKey, logTextOf, logUserKey } from '#entities/operation-log';
import type { ProjectNamer } from '#entities/project';
import type { LogQuery } from './log-list';

/** The list's filters as the data module reads them: folded keys, the range in ms. */
export function logQueryOf(input: LogFilterInput): LogQuery {
  const from = input.from ? beijingDateTimeToMs(input.from) : undefined;
  const to = input.to ? beijingDateTimeToMs(input.to) : undefined;
  return {
    filter: { projectId: input.projectId, userKey: logUserKey(input.userCode), orgKey: logOrgKey(input.orgName) },
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
  };
}

/**
 * A stored row as the screen shows it: the text in the reader's language (rows older than the keys keep
 * their text), and its project as the reader names it (projectNamesIn).
 */
export function toLogRow(item: Record<string, unknown>, language: Language, nameOf: ProjectNamer): LogRow {
  const projectId = Number(item.projectId ?? 0);
  return {
    id: String(item.sk ?? ''),
    userCode: String(item.userCode ?? ''),
    projectId,
    projectName: nameOf(projectId, String(item.projectName ?? '')),
    orgName: String(item.orgName ?? ''),
    linkman: String(item.linkman ?? ''),
    log: logTextOf(item, language),
    reqUrl: String(item.reqUrl ?? ''),
    createTime: String(item.createTime ?? ''),
    changes: Array.isArray(item.changes) ? (item.changes as LogRow['changes']) : [],
  };
}
