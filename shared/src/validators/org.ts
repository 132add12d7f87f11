import { z } from 'zod';
import { LIMITS, ORG_TYPE } from '../constants';
import { requiredText } from './common';

const orgName = requiredText('validation.orgName.required').max(LIMITS.orgNameMax, {
  error: 'validation.orgName.max',
});

/** Standard organisations are suppliers with an eight-digit code. */
export const orgCreateInput = z.object({
  orgCode: requiredText('validation.orgCode.required')
    .max(LIMITS.orgCodeLength, { error: 'validation.orgCode.max' })
    .regex(/^\d{8}$/, { error: 'validation.orgCode.digits' }),
  orgName,
});

/** 'Other' organisations: free-text code and a type of contractor, DHMC or owner. */
export const otherOrgCreateInput = z.object({
  orgCode: requiredText('validation.orgCode.required').max(LIMITS.orgCodeLength, { error: 'validation.orgCode.max' }),
  orgName,
  orgType: z.enum([ORG_TYPE.contractor, ORG_TYPE.dhmc, ORG_TYPE.owner], { error: 'validation.orgType.required' }),
});

export const orgUpdateInput = z.object({
  id: z.coerce.number().int().positive(),
  orgName,
  bpCode: z.string().trim().max(LIMITS.orgNameMax).optional(),
});
