import { ORG_TYPE, PROJECT_STATE, USER_ROLE, USER_SYSTEM_PROJECT_NAME, USER_TYPE, type OrgType, type ProjectState } from '@sddp/shared';

/** The demo of the local platform: the organisations, projects and one account per role of spec §6. */
/**
 * projectIds: the projects the organisation has joined (the project supplier and contractor lists; the
 * owner and DHMC organisations' by the seed). contact: for organisations whose primary account is not
 * one of the demo accounts below (docs/decisions.md "Primary accounts").
 */
export interface DemoOrg {
  id: number;
  orgCode: string;
  orgName: string;
  orgType: OrgType;
  bpCode?: string;
  projectIds?: number[];
  contact?: { linkman: string; mobile: string; email: string };
}

export const DEMO_ORGS: DemoOrg[] = [
  { id: 1, orgCode: '00000001', orgName: '平台运营中心', orgType: ORG_TYPE.operating },
  { id: 53, orgCode: '00000053', orgName: '业主单位', orgType: ORG_TYPE.owner, projectIds: [8001, 8002, 8012, 8013] },
  {
    id: 101,
    orgCode: '10010001',
    orgName: '华东泵业有限公司',
    orgType: ORG_TYPE.supplier,
    bpCode: 'BP100101',
    projectIds: [8001, 8002, 8003, 8005, 8006, 8010, 8012],
  },
  {
    id: 102,
    orgCode: '10010002',
    orgName: '江南阀门制造有限公司',
    orgType: ORG_TYPE.supplier,
    bpCode: 'BP100102',
    projectIds: [8001],
    contact: { linkman: '江南阀门联系人', mobile: '13800001102', email: 'jiangnan@demo.sddp.local' },
  },
  {
    id: 103,
    orgCode: '10010003',
    orgName: '北方压缩机股份有限公司',
    orgType: ORG_TYPE.supplier,
    bpCode: 'BP100103',
    contact: { linkman: '北方压缩机联系人', mobile: '13800001103', email: 'beifang@demo.sddp.local' },
  },
  { id: 201, orgCode: '20010001', orgName: '中化工程建设有限公司', orgType: ORG_TYPE.contractor, projectIds: [8001, 8007, 8008] },
  {
    id: 202,
    orgCode: '20010002',
    orgName: '海川石化安装工程有限公司',
    orgType: ORG_TYPE.contractor,
    contact: { linkman: '海川石化联系人', mobile: '13800001202', email: 'haichuan@demo.sddp.local' },
  },
  { id: 301, orgCode: '80010001', orgName: 'DHMC数据中心', orgType: ORG_TYPE.dhmc, projectIds: [8001, 8002] },
];

const site = (slug: string) => ({ indexUrl: `https://${slug}.example.com/`, indexUrlEn: `https://${slug}.example.com/en/` });

export const DEMO_PROJECTS: Array<{
  id: number;
  projectName: string;
  projectNameEn: string;
  state: ProjectState;
  indexUrl: string;
  indexUrlEn: string;
}> = [
  { id: 8000, projectName: USER_SYSTEM_PROJECT_NAME, projectNameEn: 'User system', state: PROJECT_STATE.inProgress, ...site('users') },
  { id: 8001, projectName: '镇海项目', projectNameEn: 'Zhenhai', state: PROJECT_STATE.inProgress, ...site('zhenhai') },
  { id: 8002, projectName: '海南项目', projectNameEn: 'Hainan', state: PROJECT_STATE.inProgress, ...site('hainan') },
  { id: 8003, projectName: '九江项目', projectNameEn: 'Jiujiang', state: PROJECT_STATE.completed, ...site('jiujiang') },
  { id: 8004, projectName: '山东项目', projectNameEn: 'Shandong', state: PROJECT_STATE.completed, ...site('shandong') },
  { id: 8005, projectName: '古雷项目', projectNameEn: 'Gulei', state: PROJECT_STATE.inProgress, ...site('gulei') },
  { id: 8006, projectName: '天津项目', projectNameEn: 'Tianjin', state: PROJECT_STATE.notStarted, ...site('tianjin') },
  { id: 8007, projectName: '安庆项目', projectNameEn: 'Anqing', state: PROJECT_STATE.inProgress, ...site('anqing') },
  { id: 8008, projectName: '南港项目', projectNameEn: 'Nangang', state: PROJECT_STATE.inProgress, ...site('nangang') },
  { id: 8009, projectName: '川西项目', projectNameEn: 'Chuanxi', state: PROJECT_STATE.notStarted, ...site('chuanxi') },
  {
    id: 8010,
    projectName: '华东泵业供应商项目',
    projectNameEn: 'East China Pumps supplier project',
    state: PROJECT_STATE.inProgress,
    ...site('provider'),
  },
  { id: 8011, projectName: '茂名项目', projectNameEn: 'Maoming', state: PROJECT_STATE.notStarted, ...site('maoming') },
  { id: 8012, projectName: '湛江项目', projectNameEn: 'Zhanjiang', state: PROJECT_STATE.inProgress, ...site('zhanjiang') },
  { id: 8013, projectName: '洋浦项目', projectNameEn: 'Yangpu', state: PROJECT_STATE.inProgress, ...site('yangpu') },
];

export interface DemoAccountSpec {
  id: number;
  userCode: string;
  linkman: string;
  userRole: string;
  userType: string;
  orgId: number;
  role: string;
  description: string;
  /**
   * The projects a user manager assigned to a non-primary account (memberships). Primary accounts see
   * every project their organisation joined; the operating organisation's accounts see all of them.
   */
  projectIds: number[];
  /** Mobile number for phone sign-in and the 4-digit extension for extension sign-in. */
  phone: string;
  extension: string;
}

export const DEMO_ACCOUNTS: DemoAccountSpec[] = [
  {
    id: 1001,
    userCode: 'admin',
    linkman: '平台管理员',
    userRole: USER_ROLE.admin,
    userType: USER_TYPE.primary,
    orgId: 1,
    role: 'admin',
    description: 'platform administrator',
    projectIds: [],
    phone: '13800001001',
    extension: '8001',
  },
  {
    id: 1002,
    userCode: 'admin1',
    linkman: '运营专员',
    userRole: USER_ROLE.admin,
    userType: '0',
    orgId: 1,
    role: 'admin1',
    description: 'operations staff (organisations, projects)',
    projectIds: [],
    phone: '13800001002',
    extension: '8002',
  },
  {
    id: 1003,
    userCode: 'userAdmin',
    linkman: '华东泵业管理员',
    userRole: USER_ROLE.supplier,
    userType: USER_TYPE.primary,
    orgId: 101,
    role: 'userAdmin',
    description: "supplier's user administrator",
    projectIds: [],
    phone: '13800001003',
    extension: '8003',
  },
  {
    id: 1004,
    userCode: 'user',
    linkman: '华东泵业工程师',
    userRole: USER_ROLE.supplier,
    userType: '0',
    orgId: 101,
    role: 'user',
    description: 'supplier user (only project 8010)',
    projectIds: [8010],
    phone: '13800001004',
    extension: '8004',
  },
  {
    id: 1005,
    userCode: 'provider',
    linkman: '中化工程项目经理',
    userRole: USER_ROLE.contractor,
    userType: USER_TYPE.primary,
    orgId: 201,
    role: 'provider',
    description: "contractor's primary account (+ userManage)",
    projectIds: [],
    phone: '13800001005',
    extension: '8005',
  },
  {
    id: 1006,
    userCode: 'owner',
    linkman: '业主审核主管',
    userRole: USER_ROLE.owner,
    userType: USER_TYPE.primary,
    orgId: 53,
    role: 'owner',
    description: "owner's primary account (+ userManage)",
    projectIds: [],
    phone: '13800001006',
    extension: '8006',
  },
  {
    id: 1007,
    userCode: 'DHMC',
    linkman: 'DHMC专员',
    userRole: USER_ROLE.dhmc,
    userType: USER_TYPE.primary,
    orgId: 301,
    role: 'DHMC',
    description: 'DHMC party',
    projectIds: [],
    phone: '13800001007',
    extension: '8007',
  },
];
