import * as z from 'zod/mini';
import { INPUT_LIMITS, PROJECT_ID } from '../constants';
import { beijingDateTimeToMs, logRowSchema } from '../entities/log';
import { listResult } from '../envelope';
import { filterText, id, pageQuery } from '../validators/common';
import { defineEndpoint } from './endpoint';
import { jobStarted } from './job';

const LOG_ADMINS = ['admin'] as const;

/** A datetime of the range: blank, or a real 'yyyy-MM-dd HH:mm:ss' (Beijing time). */
const rangeEnd = z
  ._default(z.optional(z.string().check(z.trim(), z.maxLength(19, { error: 'validation.log.dateTime' }))), '')
  .check(z.refine((value) => value === '' || beijingDateTimeToMs(value) !== undefined, { error: 'validation.log.dateTime' }));

/**
 * The log's filters (spec §2.20): one project (the user system 8000 by default), the account and the
 * organisation as exact matches ignoring case and spacing (docs/decisions.md), a time range.
 */
const logFilterShape = {
  projectId: z._default(id(), PROJECT_ID.userSystem),
  userCode: filterText,
  orgName: filterText,
  from: rangeEnd,
  to: rangeEnd,
};

const rangeInOrder = (value: { from: string; to: string }) =>
  !value.from || !value.to || (beijingDateTimeToMs(value.from) ?? 0) <= (beijingDateTimeToMs(value.to) ?? 0);
const REVERSED = { error: 'validation.log.rangeReversed', path: ['to'] };

export const logFilterInput = z.object(logFilterShape).check(z.refine(rangeInOrder, REVERSED));
export type LogFilterInput = z.output<typeof logFilterInput>;

/** GET /log/admin/list: newest first, the exact total of any filter (docs/data-model.md "Operation log"). */
export const logList = defineEndpoint({
  id: 'log.list',
  domain: 'audit',
  method: 'GET',
  path: '/log/admin/list',
  input: z.extend(pageQuery, logFilterShape).check(z.refine(rangeInOrder, REVERSED)),
  output: listResult(logRowSchema),
  access: LOG_ADMINS,
});

/**
 * GET /user/admin/user_log_list: spec §7's name for the same log, with its parameter names (startTime,
 * endTime for the range); the answer is log.list's.
 */
export const userLogList = defineEndpoint({
  ...logList,
  id: 'log.userLogList',
  path: '/user/admin/user_log_list',
  aliases: { startTime: 'from', endTime: 'to' },
});

/** GET /log/admin/suggest: the known account codes or organisation names containing the text, for the exact filters. */
export const logSuggest = defineEndpoint({
  id: 'log.suggest',
  domain: 'audit',
  method: 'GET',
  path: '/log/admin/suggest',
  input: z.object({
    field: z.enum(['userCode', 'orgName'], { error: 'validation.invalid' }),
    text: z._default(z.optional(z.string().check(z.trim(), z.maxLength(INPUT_LIMITS.filterMax, { error: 'validation.tooLong' }))), ''),
  }),
  output: z.object({ values: z.array(z.string()) }),
  access: LOG_ADMINS,
});

/** POST /log/admin/export: a spreadsheet job of the filtered log, newest first, at most LOG_EXPORT_MAX_ROWS rows. */
export const logExport = defineEndpoint({
  id: 'log.export',
  domain: 'audit',
  method: 'POST',
  path: '/log/admin/export',
  input: logFilterInput,
  output: jobStarted,
  access: LOG_ADMINS,
  log: 'log.logExported',
});

export const LOG_ENDPOINTS = [logList, userLogList, logSuggest, logExport];
