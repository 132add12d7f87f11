import { InvalidPolicyError } from './invalid-policy-error';

const compiled = new Map<string, RegExp>();
const HEAD_SEGMENTS = 5;

function escapeLiteral(char: string): string {
  return char.replace(/[.+^${}()|[\]\\/-]/g, '\\$&');
}

/**
 * `arn`, partition, service, region and account are matched one by one, so a wildcard stays inside its
 * segment unless it ends the segment (then AWS lets it run past the colons). The sixth part, the resource,
 * keeps its own colons and slashes, and wildcards in it span them.
 */
function headSegment(segment: string): string {
  return [...segment]
    .map((char, index) => {
      if (char === '*') return index === segment.length - 1 ? '.*' : '[^:]*';
      if (char === '?') return '[^:]';
      return escapeLiteral(char);
    })
    .join('');
}

function resourceSegment(segment: string): string {
  return [...segment].map((char) => (char === '*' ? '.*' : char === '?' ? '.' : escapeLiteral(char))).join('');
}

function compile(pattern: string): RegExp {
  if (pattern.includes('${')) {
    throw new InvalidPolicyError(`Policy variables are not supported in the local evaluator: ${pattern}`);
  }
  if (pattern === '*') return /^[^]*$/;
  if (!pattern.startsWith('arn:')) {
    throw new InvalidPolicyError(`Resource must be "*" or an ARN: ${pattern}`);
  }
  const parts = pattern.split(':');
  const head = parts.slice(0, HEAD_SEGMENTS).map(headSegment);
  const regex = parts.length > HEAD_SEGMENTS ? [...head, resourceSegment(parts.slice(HEAD_SEGMENTS).join(':'))].join(':') : head.join(':');
  return new RegExp(`^${regex}$`, 's');
}

/** Whether an ARN (or the request resource `*`) falls under an ARN pattern of a policy, as AWS matches them. */
export function matchesArnPattern(pattern: string, arn: string): boolean {
  let regex = compiled.get(pattern);
  if (!regex) {
    regex = compile(pattern);
    compiled.set(pattern, regex);
  }
  return regex.test(arn);
}

/** Throws InvalidPolicyError when the pattern is neither `*` nor an ARN, or uses a policy variable. */
export function assertArnPattern(pattern: string): void {
  matchesArnPattern(pattern, '');
}
