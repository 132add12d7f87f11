import { logSuggest } from '@sddp/shared';
import { currentOrgListCopy } from '#entities/org';
import { currentUserListCopy } from '#entities/user';
import { route } from '#http/route';

const MAX_SUGGESTIONS = 10;

/** Up to ten distinct values containing the text, ignoring case. */
function matching(values: Iterable<{ value: string; search: string }>, text: string): string[] {
  const needle = text.toLowerCase();
  const found = new Set<string>();
  for (const { value, search } of values) {
    if (found.size >= MAX_SUGGESTIONS) break;
    if (search.includes(needle)) found.add(value);
  }
  return [...found];
}

/** The known accounts or organisations for the log's exact filters, from the list copies (no extra read when warm). */
export const logSuggestRoute = route(logSuggest, async ({ input }) => {
  if (input.field === 'userCode') {
    const users = await currentUserListCopy();
    return {
      values: matching(
        users.rows.map((user) => ({ value: user.userCode, search: user.search.userCode })),
        input.text,
      ),
    };
  }
  const orgs = await currentOrgListCopy();
  return {
    values: matching(
      orgs.rows.map((org) => ({ value: org.orgName, search: org.search.orgName })),
      input.text,
    ),
  };
});
