import { randomInt, randomUUID } from 'node:crypto';
import type { Endpoint } from '@sddp/shared';
import { uniqueCode } from './fixtures';
import { inputFields } from './schema-bounds';

/** The records a sample input names: an organisation, one of its accounts and a project, all created for the test. */
export interface SampleTargets {
  orgId: number;
  userId: number;
  projectId: number;
}

const freshPhone = () => `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
const freshEmail = () => `${uniqueCode('sec')}@example.com`;
const NEW_PASSWORD = 'Sddp#Matrix2026!';

/**
 * A valid-looking value for each input field name of the endpoint table, fresh where a send limit
 * counts per recipient (phones, e-mails). A field this table does not know gets a short text, so an
 * endpoint added later is still called, and still refused by access before its input is read.
 */
function sampleValue(field: string, endpoint: Endpoint, targets: SampleTargets): unknown {
  switch (field) {
    case 'id':
      if (endpoint.domain === 'job') return randomUUID();
      return endpoint.domain === 'project' ? targets.projectId : endpoint.domain === 'user' ? targets.userId : targets.orgId;
    case 'userId':
      return targets.userId;
    case 'orgId':
      return targets.orgId;
    case 'projectId':
      return targets.projectId;
    case 'phone':
    case 'linkPhone':
    case 'mobile':
      return freshPhone();
    case 'email':
      return freshEmail();
    case 'email2':
    case 'phone2':
    case 'businessLicence':
    case 'bpCode':
    case 'orgCode':
      return endpoint.id === 'org.create' && field === 'orgCode' ? String(randomInt(80_000_000, 90_000_000)) : '';
    case 'pwd':
    case 'pwd2':
    case 'password':
      return NEW_PASSWORD;
    case 'captcha':
    case 'phoneCaptcha':
    case 'emailCaptcha':
      return '1234';
    case 'mailCode':
      return '123456';
    case 'key':
    case 'k':
      return endpoint.id === 'org.import' ? 'supplier/none.xlsx' : 'k'.repeat(43);
    case 'username':
    case 'userCode':
      return uniqueCode('nobody');
    case 'fenjihao':
      return '1001';
    case 'version':
      return 1;
    case 'page':
      return endpoint.method === 'GET' ? '1' : 1;
    case 'limit':
      return endpoint.method === 'GET' ? '10' : 10;
    case 'state':
      return endpoint.domain === 'project' ? '20' : 'y';
    case 'orgType':
      return '10';
    case 'purpose':
      return 'businessLicence';
    case 'fileName':
      return endpoint.domain === 'org' ? 'suppliers.xlsx' : 'licence.png';
    case 'contentType':
      return endpoint.domain === 'org' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'image/png';
    case 'size':
      return 1024;
    case 'indexUrl':
    case 'indexUrlEn':
      return 'https://matrix.example.com/';
    case 'kind':
      return 'supplier';
    case 'flag':
      return '';
    case 'confirmReset':
      return 'n';
    case 'projectName':
    case 'projectNameEn':
    case 'orgName':
    case 'linkman':
    case 'name':
      return endpoint.method === 'GET' ? '' : uniqueCode('矩阵');
    default:
      return 'x';
  }
}

/** A valid-ish input for the endpoint: every field of its schema (sendPasswordSingle names one target, the account). */
export function sampleInput(endpoint: Endpoint, targets: SampleTargets): Record<string, unknown> {
  const fields = inputFields(endpoint.input).filter((field) => !(endpoint.id === 'project.sendPasswordSingle' && field === 'orgId'));
  return Object.fromEntries(fields.map((field) => [field, sampleValue(field, endpoint, targets)]));
}

/** The call options carrying the input: a query for GET (every value a string), a JSON body for POST. */
export function inputOptions(endpoint: Endpoint, input: Record<string, unknown>) {
  if (endpoint.method === 'GET') {
    return {
      method: 'GET' as const,
      path: endpoint.path,
      query: Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])),
    };
  }
  return { method: 'POST' as const, path: endpoint.path, body: input };
}
