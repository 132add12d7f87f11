import * as z from 'zod/mini';
import { orgRowSchema } from '@sddp/shared';

const contactSchema = z.object({
  linkman: z._default(z.string(), ''),
  mobile: z._default(z.string(), ''),
  email: z._default(z.string(), ''),
});

/**
 * An organisation as stored: the list row's fields (shared `orgRowSchema`, so a column added there
 * is stored, indexed and answered with no other edit), with the contact kept as one object and the
 * projects it is in. Defaults let records written before a field existed parse.
 */
export const orgRecordSchema = z.extend(z.omit(orgRowSchema, { linkman: true, mobile: true, email: true }), {
  bpCode: z._default(z.string(), ''),
  /** The projects the organisation is in: projectId → when it joined (spec §3 Project–organisation link). */
  projects: z._default(z.record(z.string(), z.string()), {}),
  /** The primary contact, kept equal to the primary account's details by every write of either (docs/data-model.md). */
  contact: z._default(contactSchema, { linkman: '', mobile: '', email: '' }),
  /** The primary account (userType 100); 0 for an organisation recorded before primary accounts. */
  primaryUserId: z._default(z.number(), 0),
  version: z._default(z.number(), 1),
});

export type OrgRecord = z.output<typeof orgRecordSchema>;
export type OrgContact = OrgRecord['contact'];

export const NO_CONTACT: OrgContact = { linkman: '', mobile: '', email: '' };

/** What lists keep of an organisation: the whole record (version included: the edit forms send it back). */
export type OrgSummary = OrgRecord;

/** Only the record's fields, whatever else the source carries (keys, kind); defaults for older records. */
export const summaryOf = (stored: unknown): OrgRecord => orgRecordSchema.parse(stored);
