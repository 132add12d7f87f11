import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ERROR_CODE, type MessageKey } from '@sddp/shared';
import { db, tableName } from '#kit/db/client';
import { keys } from '#kit/db/keys';
import { AppError } from '#kit/errors';
import { currentOrgListCopy, type ListedOrg } from './org-list-copy';
import { getOrg, type AlsoWritten, type OrgRecord } from './orgs';

/** The spelling two names are compared in: Unicode-normalised, inner whitespace as one space, trimmed. */
const spelling = (name: string) => name.normalize('NFKC').replace(/\s+/g, ' ').trim();

/** Every organisation with this name (from the catalogue, one Query of its change log while it is held). */
export async function orgsNamed(name: string): Promise<ListedOrg[]> {
  const wanted = spelling(name);
  return (await currentOrgListCopy()).rows.filter((org) => spelling(org.orgName) === wanted);
}

/** A refusal about the organisation name a call gave (field companyName), naming it. */
export const companyNameProblem = (key: MessageKey, name: string) =>
  new AppError(ERROR_CODE.invalid, key, {
    params: { name },
    fieldErrors: { companyName: key },
    fieldParams: { companyName: { name } },
  });

/** Names are not unique keys: none, or more than one, is a clear refusal naming the name. */
export function onlyOrgNamed(orgs: readonly ListedOrg[], name: string): ListedOrg {
  const [org, ...others] = orgs;
  if (!org) throw companyNameProblem('error.userAdmin.orgNotFound', name);
  if (others.length > 0) throw companyNameProblem('error.userAdmin.orgAmbiguous', name);
  return org;
}

/** The organisation named so, exactly one. */
export const requireOrgNamed = async (name: string) => onlyOrgNamed(await orgsNamed(name), name);

/**
 * A name only one organisation may take (the contractor create): read the claim before any other check
 * of the name, then pass what this answers, given the new organisation's id, to createOrg. The claim item `UNIQUE#ORGNAME#<spelling>`
 * names the organisation that took it and is written in that organisation's own create transaction,
 * on the condition that the claim is still as read here. So of two creates with one new name exactly one
 * commits, and the other is refused with nothing written. A claim whose organisation has since been
 * renamed is stale: it may be taken over (docs/decisions.md "Contractor names are claimed").
 */
export async function claimOrgName(name: string, refusal: () => Error): Promise<(orgId: number) => AlsoWritten> {
  const { key, claim, holder } = await readClaim(name);
  if (holder) throw refusal();
  return (orgId) => ({
    items: [
      {
        Put: {
          TableName: tableName(),
          Item: { ...key, kind: 'OrgNameClaim', orgId, name: spelling(name) },
          ...(claim
            ? { ConditionExpression: 'orgId = :stale', ExpressionAttributeValues: { ':stale': claim.orgId } }
            : { ConditionExpression: 'attribute_not_exists(pk)' }),
        },
      },
    ],
    onConditionFailed: refusal,
  });
}

/** The organisation whose claim holds the name now, if it still has that name. */
export const claimHolder = async (name: string): Promise<OrgRecord | undefined> => (await readClaim(name)).holder;

async function readClaim(name: string) {
  const key = keys.orgNameClaim(spelling(name));
  const { Item: claim } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  const org = claim ? await getOrg(Number(claim.orgId)) : undefined;
  return { key, claim, holder: org && spelling(org.orgName) === spelling(name) ? org : undefined };
}
