import { ERROR_CODE, type MessageKey } from '@sddp/shared';
import { AppError } from '../errors';
import { currentCatalogue, type CatalogueOrg } from './org-catalogue';

/** The spelling two names are compared in: Unicode-normalised, inner whitespace as one space, trimmed. */
const spelling = (name: string) => name.normalize('NFKC').replace(/\s+/g, ' ').trim();

/** Every organisation with this name (from the catalogue, one Query of its change log while it is held). */
export async function orgsNamed(name: string): Promise<CatalogueOrg[]> {
  const wanted = spelling(name);
  return (await currentCatalogue()).rows.filter((org) => spelling(org.orgName) === wanted);
}

/** A refusal about the organisation name a call gave (field companyName), naming it. */
export const companyNameProblem = (key: MessageKey, name: string) =>
  new AppError(ERROR_CODE.invalid, key, {
    params: { name },
    fieldErrors: { companyName: key },
    fieldParams: { companyName: { name } },
  });

/** Names are not unique keys: none, or more than one, is a clear refusal naming the name. */
export function onlyOrgNamed(orgs: readonly CatalogueOrg[], name: string): CatalogueOrg {
  const [org, ...others] = orgs;
  if (!org) throw companyNameProblem('error.userAdmin.orgNotFound', name);
  if (others.length > 0) throw companyNameProblem('error.userAdmin.orgAmbiguous', name);
  return org;
}

/** The organisation named so, exactly one. */
export const requireOrgNamed = async (name: string) => onlyOrgNamed(await orgsNamed(name), name);
