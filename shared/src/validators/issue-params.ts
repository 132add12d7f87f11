import type * as z from 'zod/mini';
import { splitMessage } from '../i18n/catalogue';

/** The numbers a validation message may name: a ceiling ({{max}}), a floor ({{min}}), or what a refinement attached. */
export function issueParams(issue: z.core.$ZodIssue): Record<string, unknown> {
  const params: Record<string, unknown> = { ...((issue as { params?: Record<string, unknown> }).params ?? {}) };
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  return params;
}

/** An issue's message key and every number it names: those its schema attached, then those read off the issue. */
export function issueMessage(issue: z.core.$ZodIssue): { key: string; params: Record<string, unknown> } {
  const { key, params } = splitMessage(issue.message);
  return { key, params: { ...issueParams(issue), ...params } };
}
