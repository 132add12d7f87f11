import * as z from 'zod/mini';
import { listSearchSchema } from '@/components/data-table/list-search';

const filter = z.catch(z.optional(z.coerce.string().check(z.trim())), undefined);

/** The URL of /message/list: page, size, the project and the title of spec §2.24. */
export const noticeListSearchSchema = listSearchSchema({
  title: filter,
  projectId: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
});

export type NoticeListSearch = z.output<typeof noticeListSearchSchema>;
export type NoticeFilters = Pick<NoticeListSearch, 'title' | 'projectId'>;

/** What the list asks the server for. */
export const noticeQueryOf = (search: NoticeListSearch) => ({
  page: search.page,
  limit: search.limit,
  title: search.title ?? '',
  projectIds: search.projectId ? [search.projectId] : [],
});
