import { expect } from 'vitest';
import type { ContractRow, TagDelivery, TagRow } from '@sddp/shared';
import { handler as deliveryHandler } from '#domains/delivery/handler';
import { handler as deviceHandler } from '#domains/device/handler';
import { saveAssignment } from '#entities/audit-assignment';
import { replaceBreakdown } from '#entities/project-breakdown';
import { call } from '#test/api-event';
import { createTestProject, createTestUser, uniqueCode } from '#test/fixtures';
import { createTestOrg, signedIn } from '#test/orgs';
import { tokenFor } from '#test/sign-in';
import { freshTagNumber } from '../device/device-fixtures';

/** A centrifugal pump asks for its rated power (a number, kW), optionally its seal type, and its GA drawing. */
export const PUMP_REQUIREMENTS = {
  properties: [
    { key: 'ratedPower', nameZh: '额定功率', nameEn: 'Rated power', type: 'number', unit: 'kW', required: true },
    { key: 'sealType', nameZh: '密封形式', nameEn: 'Seal type', type: 'choice', choices: ['单端面', '双端面'], required: false },
  ],
  documents: [{ key: 'gaDrawing', nameZh: '总图', nameEn: 'GA drawing', extensions: ['pdf', 'dwg'], required: true }],
};

/**
 * A project with a breakdown and the pump's requirements, a supplier (an account of its own in the
 * project), a contractor with a professional reviewer assigned the pump class under main item 1100, and a
 * contract of the supplier naming that contractor, with one pump tag.
 */
export async function deliveryFixture(options: { contractor?: boolean; reviewer?: boolean } = {}) {
  const admin = (await signedIn('admin')).token;
  const device = <T>(path: string, body: Record<string, unknown>) => call<T>(deviceHandler, { method: 'POST', path, body, token: admin });
  const project = await createTestProject();
  await replaceBreakdown(
    project.id,
    [{ code: '1100', name: '常减压装置' }],
    [
      { code: 'P-CEN', name: '离心泵', type: '泵' },
      { code: 'V-VER', name: '立式容器', type: '容器' },
    ],
  );
  await call(deliveryHandler, {
    method: 'POST',
    path: '/delivery/admin/class_requirement/save',
    token: admin,
    body: { projectId: project.id, classCode: 'P-CEN', version: 0, ...PUMP_REQUIREMENTS },
  });
  const supplierUser = await createTestUser({ projectIds: [project.id] });
  const supplier = { id: supplierUser.orgId, orgCode: `TU${supplierUser.orgId}` };
  const joined = { [String(project.id)]: new Date().toISOString() };
  const contractor = await createTestOrg({ orgType: '20', orgName: uniqueCode('承包商'), projects: joined });
  const reviewerUser = await createTestUser({
    orgId: contractor.id,
    orgName: contractor.orgName,
    userRole: '20',
    projectIds: [project.id],
  });
  if (options.reviewer !== false)
    await saveAssignment({ projectId: project.id, cbsId: contractor.id, auditRole: '91', userId: reviewerUser.id, orgId: contractor.id }, [
      { code: '1100', codes: ['P-CEN'] },
    ]);
  const contract = (
    await device<ContractRow>('/device/admin_add_contract', {
      projectId: project.id,
      orgCode: supplier.orgCode,
      contractNo: uniqueCode('HT'),
      contractName: '机泵',
    })
  ).result;
  if (options.contractor !== false)
    await device('/device/admin_contract_terms', { id: contract.id, version: 1, dueDate: '2027-03-31', contractorId: contractor.id });
  const addTag = async (classCode = 'P-CEN') =>
    (
      await device<TagRow>('/device/admin_add_weihao', {
        contractId: contract.id,
        weihao: freshTagNumber(),
        itemName: '进料泵',
        mainItemCode: '1100',
        classCode,
      })
    ).result;
  const tag = await addTag();
  return {
    admin,
    project,
    supplier,
    supplierUser,
    supplierToken: await tokenFor(supplierUser.userCode),
    contractor,
    reviewerUser,
    contract,
    tag,
    addTag,
  };
}

/** Uploads `bytes` as the next revision of the document through its presigned PUT, and confirms it. */
/** An account of the fixture's contractor in its project that no assignment names: a reviewer of nothing here. */
export const reviewerOfNothing = (f: { contractor: { id: number; orgName: string }; project: { id: number } }) =>
  createTestUser({ orgId: f.contractor.id, orgName: f.contractor.orgName, userRole: '20', projectIds: [f.project.id] });

export async function uploadRevision(
  token: string,
  tagId: number,
  documentKey: string,
  fileName: string,
  bytes = Buffer.from('%PDF-1.7 drawing'),
) {
  const presigned = await call<{ revision: number; url: string; headers: Record<string, string> }>(deliveryHandler, {
    method: 'POST',
    path: '/delivery/supplier/document/upload',
    token,
    body: { tagId, documentKey, fileName, size: bytes.length },
  });
  expect(presigned.code, presigned.message).toBe(200);
  const put = await fetch(presigned.result.url, { method: 'PUT', headers: presigned.result.headers, body: bytes });
  expect(put.ok).toBe(true);
  return call<TagDelivery>(deliveryHandler, {
    method: 'POST',
    path: '/delivery/supplier/document/confirm',
    token,
    body: { tagId, documentKey, revision: presigned.result.revision },
  });
}
