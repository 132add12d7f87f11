import { orgRowSchema, type OrgRow } from '@sddp/shared';
import type { OrgRecord } from '#entities/org';

const ROW_FIELDS = Object.keys(orgRowSchema.shape) as Array<keyof OrgRow>;

/** The list row's fields of a record (whatever else the object carries), the contact spread into its columns. */
export function toOrgRow(org: OrgRecord): OrgRow {
  const flat: Record<string, unknown> = { ...org, ...org.contact };
  return Object.fromEntries(ROW_FIELDS.map((field) => [field, flat[field]])) as OrgRow;
}
