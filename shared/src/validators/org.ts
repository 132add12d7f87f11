import * as z from 'zod/mini';
import { INPUT_LIMITS, LIMITS, ORG_TYPE, type OrgType } from '../constants';
import { EMAIL_PATTERN, PHONE_PATTERN, email, id, recordVersion, requiredText, text } from './common';

const orgName = requiredText('validation.orgName.required', LIMITS.orgNameMax, 'validation.orgName.max');
const orgCode = requiredText('validation.orgCode.required', LIMITS.orgCodeLength, 'validation.orgCode.max');
/** The code of an 'other' organisation is also its primary account's login (docs/decisions.md). */
const otherOrgCode = orgCode.check(z.regex(/^[\w@.-]+$/, { error: 'validation.orgCode.login' }));

/** Suppliers and contractors receive their passwords by e-mail (spec §2.15): their contact needs one. */
export const ORG_TYPES_RECEIVING_PASSWORDS: readonly OrgType[] = [ORG_TYPE.supplier, ORG_TYPE.contractor];
export const orgNeedsContactEmail = (orgType: string) => (ORG_TYPES_RECEIVING_PASSWORDS as readonly string[]).includes(orgType);

const optionalMobile = z._default(
  z.optional(
    text(LIMITS.phoneMaxLength, 'validation.phone.format').check(
      z.refine((value) => value === '' || PHONE_PATTERN.test(value), { error: 'validation.phone.format' }),
    ),
  ),
  '',
);
const optionalEmail = z._default(
  z.optional(
    text(INPUT_LIMITS.emailMax).check(z.refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: 'validation.email.format' })),
  ),
  '',
);

/** The primary contact: the name, mobile and e-mail of the organisation's primary account. */
export const orgContactFields = {
  linkman: requiredText('validation.orgContact.linkmanRequired', INPUT_LIMITS.linkmanMax),
  mobile: optionalMobile,
  email: optionalEmail,
};
export type OrgContactInput = { linkman: string; mobile: string; email: string };

/** For a supplier or contractor the contact's e-mail is required: the initial password goes there. */
export function refineContactEmail(orgType: string, value: { email?: string }, ctx: z.core.$RefinementCtx): void {
  if (orgNeedsContactEmail(orgType) && !value.email) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.orgContact.emailRequired' });
  }
}

/** Standard organisations are suppliers with an eight-digit code. */
export const orgCreateInput = z.object({
  orgCode: orgCode.check(z.regex(/^\d{8}$/, { error: 'validation.orgCode.digits' })),
  orgName,
  ...orgContactFields,
  email: email('validation.orgContact.emailRequired', 'validation.email.format'),
});

/** 'Other' organisations: free-text code and a type of contractor, DHMC or owner. */
export const otherOrgCreateInput = z
  .object({
    orgCode: otherOrgCode,
    orgName,
    orgType: z.enum([ORG_TYPE.contractor, ORG_TYPE.dhmc, ORG_TYPE.owner], { error: 'validation.orgType.required' }),
    ...orgContactFields,
  })
  .check(z.superRefine((value, ctx) => refineContactEmail(value.orgType, value, ctx)));

/**
 * The edit: name, BP code and the primary contact. §7's callers send only id, orgName, bpCode: without
 * a contact name the contact stays as it is. Our form always sends the contact (orgUpdateInputFor).
 */
export const orgUpdateInput = z.object({
  id: id(),
  orgName,
  bpCode: z.optional(text(INPUT_LIMITS.bpCodeMax)),
  linkman: z.optional(text(INPUT_LIMITS.linkmanMax)),
  mobile: optionalMobile,
  email: optionalEmail,
  version: recordVersion,
});

/** The edit form's schema for an organisation of this type: the contact is required (the server applies the same rule when one is sent). */
export const orgUpdateInputFor = (orgType: string) =>
  orgUpdateInput.check(
    z.superRefine((value, ctx) => {
      if (!value.linkman) ctx.addIssue({ code: 'custom', path: ['linkman'], message: 'validation.orgContact.linkmanRequired' });
      refineContactEmail(orgType, value, ctx);
    }),
  );

/**
 * The server's create input: one call for both dialogs. Without orgType (or with '10') it is a
 * standard supplier and the code must be eight digits; otherwise the code is free text.
 */
export const anyOrgCreateInput = z
  .object({
    orgCode: otherOrgCode,
    orgName,
    orgType: z._default(
      z.enum([ORG_TYPE.supplier, ORG_TYPE.contractor, ORG_TYPE.dhmc, ORG_TYPE.owner], { error: 'validation.orgType.required' }),
      ORG_TYPE.supplier,
    ),
    ...orgContactFields,
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.orgType === ORG_TYPE.supplier && !/^\d{8}$/.test(value.orgCode)) {
        ctx.addIssue({ code: 'custom', path: ['orgCode'], message: 'validation.orgCode.digits' });
      }
      refineContactEmail(value.orgType, value, ctx);
    }),
  );
