import { z } from 'zod';
import { INPUT_LIMITS, LIMITS, ORG_TYPE } from '../constants';
import { id, recordVersion, requiredText, text } from './common';

const orgName = requiredText('validation.orgName.required', LIMITS.orgNameMax, 'validation.orgName.max');
const orgCode = requiredText('validation.orgCode.required', LIMITS.orgCodeLength, 'validation.orgCode.max');

/** Standard organisations are suppliers with an eight-digit code. */
export const orgCreateInput = z.object({
  orgCode: orgCode.regex(/^\d{8}$/, { error: 'validation.orgCode.digits' }),
  orgName,
});

/** 'Other' organisations: free-text code and a type of contractor, DHMC or owner. */
export const otherOrgCreateInput = z.object({
  orgCode,
  orgName,
  orgType: z.enum([ORG_TYPE.contractor, ORG_TYPE.dhmc, ORG_TYPE.owner], { error: 'validation.orgType.required' }),
});

export const orgUpdateInput = z.object({
  id: id(),
  orgName,
  bpCode: text(INPUT_LIMITS.bpCodeMax).optional(),
  version: recordVersion,
});

/**
 * The server's create input: one call for both dialogs. Without orgType (or with '10') it is a
 * standard supplier and the code must be eight digits; otherwise the code is free text.
 */
export const anyOrgCreateInput = z
  .object({
    orgCode,
    orgName,
    orgType: z.enum([ORG_TYPE.supplier, ORG_TYPE.contractor, ORG_TYPE.dhmc, ORG_TYPE.owner], { error: 'validation.orgType.required' }).default(ORG_TYPE.supplier),
  })
  .superRefine((value, ctx) => {
    if (value.orgType === ORG_TYPE.supplier && !/^\d{8}$/.test(value.orgCode)) {
      ctx.addIssue({ code: 'custom', path: ['orgCode'], message: 'validation.orgCode.digits' });
    }
  });
