/**
 * The delivery benchmark's project (bench/delivery-bench.ts), everything but its tags: a breakdown of ten
 * main items and twelve factory object classes, each class requiring 20 items of every tag (14 properties
 * and 6 documents, plus one optional property); a main supplier with 40 of the 50 contracts and ten more
 * suppliers with one each; two contractors with their reviewers in the audit matrix. A handful of records,
 * written through the entities' own functions; the class requirements through the real endpoint.
 */
import type { ClassRequirements, RequiredDocument, RequiredProperty } from '@sddp/shared';
import { type AssignedItem, saveAssignment } from '#entities/audit-assignment';
import { contractFieldsOf, contractItem, newContractRecord, type ContractRecord, type TagRecord } from '#entities/device';
import { createOrg, FIRST_NEW_USER_ID, type OrgRecord } from '#entities/org';
import { addMembership, putProject } from '#entities/project';
import { replaceBreakdown, type FactoryClass, type MainItem } from '#entities/project-breakdown';
import { reserveIds } from '#entities/staged-import';
import { createUser, newAccountFields } from '#entities/user';
import { hashPassword, prehashPassword } from '#kit/crypto/password';
import { chunk } from '#kit/db/concurrency';
import { nextId } from '#kit/db/ids';
import { keys } from '#kit/db/keys';
import { batchWrite } from '#kit/db/paging';
import type { BenchApi } from './bench-api';

export const PROJECT_ID = 9101;
const PASSWORD = 'Bench#Delivery1';
const DAY_MS = 86_400_000;

export const MAIN_ITEMS: readonly MainItem[] = Array.from({ length: 10 }, (_, index) => ({
  code: String(1100 + index * 100),
  name: `第${index + 1}联合装置`,
}));

export const CLASSES: readonly FactoryClass[] = [
  { code: 'P-CEN', name: '离心泵', type: '泵' },
  { code: 'P-REC', name: '往复泵', type: '泵' },
  { code: 'C-CEN', name: '离心压缩机', type: '压缩机' },
  { code: 'V-GAT', name: '闸阀', type: '阀门' },
  { code: 'V-GLO', name: '截止阀', type: '阀门' },
  { code: 'V-CTL', name: '调节阀', type: '阀门' },
  { code: 'T-VER', name: '立式容器', type: '容器' },
  { code: 'T-HOR', name: '卧式容器', type: '容器' },
  { code: 'E-STE', name: '管壳式换热器', type: '换热器' },
  { code: 'I-PT', name: '压力变送器', type: '仪表' },
  { code: 'I-TT', name: '温度变送器', type: '仪表' },
  { code: 'I-FT', name: '流量计', type: '仪表' },
];

const property = (key: string, nameZh: string, nameEn: string, type: RequiredProperty['type'], extra: Partial<RequiredProperty> = {}) =>
  ({ key, nameZh, nameEn, type, required: true, ...extra }) as RequiredProperty;
const document = (key: string, nameZh: string, nameEn: string): RequiredDocument => ({
  key,
  nameZh,
  nameEn,
  extensions: ['pdf', 'dwg', 'xlsx'],
  required: true,
});

/** What every class requires (20 items) and one optional property. */
export const REQUIREMENTS: ClassRequirements = {
  properties: [
    property('manufacturer', '制造厂', 'Manufacturer', 'text'),
    property('model', '型号', 'Model', 'text'),
    property('material', '主体材质', 'Body material', 'text'),
    property('standard', '执行标准', 'Standard', 'text'),
    property('origin', '产地', 'Country of origin', 'text'),
    property('designPressure', '设计压力', 'Design pressure', 'number', { unit: 'MPa' }),
    property('designTemperature', '设计温度', 'Design temperature', 'number', { unit: '℃' }),
    property('weight', '重量', 'Weight', 'number', { unit: 'kg' }),
    property('length', '长度', 'Length', 'number', { unit: 'mm' }),
    property('power', '功率', 'Power', 'number', { unit: 'kW' }),
    property('factoryTestDate', '出厂试验日期', 'Factory test date', 'date'),
    property('shipDate', '发货日期', 'Ship date', 'date'),
    property('protection', '防护等级', 'Protection', 'choice', { choices: ['IP54', 'IP55', 'IP65', 'IP66'] }),
    property('explosionProof', '防爆等级', 'Explosion protection', 'choice', { choices: ['无', 'Ex d IIB T4', 'Ex ia IIC T4'] }),
    property('serialNo', '出厂编号', 'Serial number', 'text', { required: false }),
  ],
  documents: [
    document('dataSheet', '数据表', 'Data sheet'),
    document('gaDrawing', '总图', 'General arrangement drawing'),
    document('iomManual', '安装、操作和维护手册', 'IOM manual'),
    document('testCertificate', '出厂试验报告', 'Factory test certificate'),
    document('materialCertificate', '材质证明', 'Material certificate'),
    document('spareParts', '备品备件清单', 'Spare parts list'),
  ],
};

export interface BenchAccount {
  id: number;
  userCode: string;
  password: string;
}

/** One audit assignment of the matrix: who reviews which main items (every class under them) in which step. */
export interface BenchAssignment {
  userId: number;
  contractorId: number;
  step: '91' | '90';
  mainItems: readonly string[];
}

export interface DeliveryWorld {
  admin: BenchAccount;
  mainSupplier: OrgRecord;
  /** An account of the main supplier (role user), the one whose lists are measured. */
  supplierAccount: BenchAccount;
  contracts: ContractRecord[];
  /** Each contract's share of the tags, in the order of `contracts`. */
  weights: number[];
  reviewers: { main: BenchAccount; half: BenchAccount; owner: BenchAccount; other: BenchAccount };
  assignments: BenchAssignment[];
}

const beijingDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

async function org(orgType: '10' | '20', index: number, orgName: string, createTime: string): Promise<OrgRecord> {
  return createOrg({
    id: await nextId('org', 700_000),
    orgCode: `DLV${orgType}${String(index).padStart(3, '0')}`,
    orgName,
    orgType,
    bpCode: '',
    createTime,
    projects: { [String(PROJECT_ID)]: createTime },
  });
}

async function account(of: OrgRecord, userRole: '10' | '20', code: string, passwordHash: string, createTime: string) {
  const id = await nextId('user', FIRST_NEW_USER_ID);
  await createUser(
    newAccountFields({
      id,
      userCode: code,
      linkman: code,
      userRole,
      userType: '0',
      orgId: of.id,
      orgName: of.orgName,
      email: `${code.toLowerCase()}@example.com`,
      passwordHash,
      pwdChangedAt: createTime,
      mustChangePassword: false,
      createTime,
      assignedProjectIds: [PROJECT_ID],
    }),
  );
  await addMembership({ userId: id, projectId: PROJECT_ID, createTime });
  return { id, userCode: code, password: PASSWORD };
}

/**
 * The project, its breakdown and requirements, the organisations, accounts, assignments and the 50
 * contracts (no tags yet). The main supplier's contracts hold 80 % of the tags, contract i a share
 * falling as 1 / (1 + i / 10) (the first about 5 %, the last about 1 %); the other ten 2 % each. Contracts
 * alternate due dates 45 days past and 120 days ahead; every tenth has none.
 */
export async function createDeliveryWorld(adminApi: BenchApi, admin: BenchAccount): Promise<DeliveryWorld> {
  const createTime = new Date().toISOString();
  await putProject({
    id: PROJECT_ID,
    projectName: `交付基准项目${PROJECT_ID}`,
    projectNameEn: `Delivery bench ${PROJECT_ID}`,
    state: '20',
    indexUrl: '',
    indexUrlEn: '',
    createTime,
    version: 1,
  });
  await replaceBreakdown(PROJECT_ID, MAIN_ITEMS, CLASSES);
  for (const factoryClass of CLASSES) {
    const saved = await adminApi.post('/delivery/admin/class_requirement/save', {
      projectId: PROJECT_ID,
      classCode: factoryClass.code,
      version: 0,
      ...REQUIREMENTS,
    });
    if (saved.code !== 200) throw new Error(`class requirements of ${factoryClass.code}: ${JSON.stringify(saved)}`);
  }

  const passwordHash = await hashPassword(prehashPassword(PASSWORD));
  const mainSupplier = await org('10', 0, '华东石化装备有限公司', createTime);
  const others = [];
  for (let index = 1; index <= 10; index++) others.push(await org('10', index, `配套供应商${index}有限公司`, createTime));
  const contractorA = await org('20', 1, '第一工程建设公司', createTime);
  const contractorB = await org('20', 2, '第二工程建设公司', createTime);
  const supplierAccount = await account(mainSupplier, '10', 'DLVSUPPLIER', passwordHash, createTime);
  const reviewers = {
    main: await account(contractorA, '20', 'DLVREVIEW1', passwordHash, createTime),
    half: await account(contractorA, '20', 'DLVREVIEW2', passwordHash, createTime),
    owner: await account(contractorA, '20', 'DLVOWNER1', passwordHash, createTime),
    other: await account(contractorB, '20', 'DLVREVIEW3', passwordHash, createTime),
  };
  const everyItem = MAIN_ITEMS.map((item) => item.code);
  const assignments: BenchAssignment[] = [
    { userId: reviewers.main.id, contractorId: contractorA.id, step: '91', mainItems: everyItem },
    { userId: reviewers.half.id, contractorId: contractorA.id, step: '91', mainItems: everyItem.slice(0, 5) },
    { userId: reviewers.owner.id, contractorId: contractorA.id, step: '90', mainItems: everyItem },
    { userId: reviewers.other.id, contractorId: contractorB.id, step: '91', mainItems: everyItem },
  ];
  for (const assignment of assignments) {
    const items: AssignedItem[] = assignment.mainItems.map((code) => ({ code, codes: CLASSES.map((entry) => entry.code) }));
    await saveAssignment(
      {
        projectId: PROJECT_ID,
        cbsId: assignment.contractorId,
        auditRole: assignment.step,
        userId: assignment.userId,
        orgId: assignment.contractorId,
      },
      items,
    );
  }

  const project = { id: PROJECT_ID, projectName: `交付基准项目${PROJECT_ID}` };
  const suppliers = [...Array.from({ length: 40 }, () => mainSupplier), ...others];
  const firstId = await reserveIds('deviceContract', suppliers.length, 1);
  const now = Date.now();
  const contracts = suppliers.map((supplier, index) => {
    const contractor = index % 5 === 4 ? contractorB : contractorA;
    const record = newContractRecord(
      firstId + index,
      contractFieldsOf(project, supplier, {
        contractNo: `DLV-HT-${String(index + 1).padStart(3, '0')}`,
        contractName: `设备采购合同${index + 1}`,
      }),
      createTime,
    );
    return {
      ...record,
      dueDate: index % 10 === 9 ? '' : beijingDay(index % 2 === 0 ? now - 45 * DAY_MS : now + 120 * DAY_MS),
      contractorId: contractor.id,
      contractorName: contractor.orgName,
      version: 2,
    };
  });
  const contractItems = contracts.flatMap((contract) => [
    { PutRequest: { Item: contractItem(contract) } },
    { PutRequest: { Item: { ...keys.deviceContractNoGuard(contract.projectId, contract.contractNo), kind: 'Unique' } } },
  ]);
  for (const requests of chunk(contractItems, 25)) await batchWrite(requests);
  const mainWeights = contracts.slice(0, 40).map((_, index) => 1 / (1 + index / 10));
  const mainTotal = mainWeights.reduce((sum, weight) => sum + weight, 0);
  const weights = [...mainWeights.map((weight) => (0.8 * weight) / mainTotal), ...others.map(() => 0.02)];
  return { admin, mainSupplier, supplierAccount, contracts, weights, reviewers, assignments };
}

/** Who reviews a tag in the first step after `after` that names anyone (the rule of reviewersOf, on the world's assignments). */
export function reviewersFor(
  world: DeliveryWorld,
  contract: ContractRecord,
  tag: Pick<TagRecord, 'mainItemCode' | 'classCode'>,
  after?: '91',
): { step: '91' | '90'; userIds: number[] } | undefined {
  for (const step of after ? (['90'] as const) : (['91', '90'] as const)) {
    const userIds = world.assignments
      .filter(
        (assignment) =>
          assignment.step === step &&
          assignment.contractorId === contract.contractorId &&
          (tag.mainItemCode === '' || assignment.mainItems.includes(tag.mainItemCode)) &&
          CLASSES.some((entry) => entry.code === tag.classCode),
      )
      .map((assignment) => assignment.userId)
      .sort((a, b) => a - b);
    if (userIds.length > 0) return { step, userIds };
  }
  return undefined;
}
