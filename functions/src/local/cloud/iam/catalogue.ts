import { arnFormat, type ArnFormat } from './arn-format';
import { serviceActions, serviceExists, serviceResourceTypes } from './catalogue-data';
import { MalformedArnError, UnknownIamActionError } from './catalogue-errors';
import type { AuthorizationRequest } from './types';

export { MalformedArnError, UnknownIamActionError } from './catalogue-errors';
export { checkPolicies } from './policy-problems';

interface KnownAction {
  accepted: ReadonlySet<string>;
  acceptedFormats: readonly ArnFormat[];
  serviceFormats: readonly ArnFormat[];
}

type CatalogueEntry = KnownAction | { unknown: string };

const formatsByService = new Map<string, readonly ArnFormat[]>();
const entries = new Map<string, CatalogueEntry>();

function formatsOf(service: string): readonly ArnFormat[] {
  let formats = formatsByService.get(service);
  if (!formats) {
    formats = Object.entries(serviceResourceTypes(service)).map(([type, { arn }]) => arnFormat(type, arn));
    formatsByService.set(service, formats);
  }
  return formats;
}

function lookUp(action: string): CatalogueEntry {
  const colon = action.indexOf(':');
  const service = action.slice(0, colon).toLowerCase();
  const name = action.slice(colon + 1).toLowerCase();
  if (colon <= 0 || name === '') return { unknown: 'an action is named "service:Action"' };
  if (!serviceExists(service)) return { unknown: `the IAM catalogue has no service "${action.slice(0, colon)}"` };
  const actions = serviceActions(service);
  const found = Object.hasOwn(actions, name) ? actions[name] : undefined;
  if (!found) return { unknown: `service "${service}" has no action "${action.slice(colon + 1)}" in the IAM catalogue` };
  const accepted = new Set(found.resourceTypes.map(({ name: type }) => type));
  const serviceFormats = formatsOf(service);
  return { accepted, acceptedFormats: serviceFormats.filter(({ resourceType }) => accepted.has(resourceType)), serviceFormats };
}

/** The ARN is of the types whose formats match it most literally: `table/t/backup/b` is a backup, not a table `t/backup/b`. */
function isOfAcceptedType(entry: KnownAction, resource: string): boolean {
  if (!entry.acceptedFormats.some(({ regex }) => regex.test(resource))) return false;
  const matching = entry.serviceFormats.filter(({ regex }) => regex.test(resource));
  const mostLiteral = Math.max(...matching.map(({ literalLetters }) => literalLetters));
  return matching.some(({ resourceType, literalLetters }) => literalLetters === mostLiteral && entry.accepted.has(resourceType));
}

/**
 * Throws UnknownIamActionError for an action the catalogue lacks (names compared case-insensitively), and
 * MalformedArnError for a resource that is neither `*` nor an ARN of one of the action's resource types.
 * `*` always passes: AWS authorises some calls of resource-typed actions on `*` (sns:Publish to a phone number).
 */
export function checkAuthorizationRequest(request: AuthorizationRequest): void {
  const key = request.action.toLowerCase();
  let entry = entries.get(key);
  if (!entry) {
    entry = lookUp(request.action);
    entries.set(key, entry);
  }
  if ('unknown' in entry) throw new UnknownIamActionError(request.action, entry.unknown);
  if (request.resource === '*' || isOfAcceptedType(entry, request.resource)) return;
  throw new MalformedArnError(
    request.action,
    request.resource,
    entry.acceptedFormats.map(({ arn }) => arn),
  );
}
