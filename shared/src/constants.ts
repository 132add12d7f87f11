/** Business constants of spec §9, shared by the web client and the server. */
import type { AccessRule } from './roles';

export const API_BASE_PATH = '/user-api';
export const TOKEN_HEADER = 'x-token';
/** The header CloudFront adds to the API's requests, proving they came through it (infra web stack; functions http/origin-check.ts). */
export const ORIGIN_HEADER = 'x-origin-verify';
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

export const PAGE = { first: 1, defaultSize: 20, sizes: [10, 20, 30, 50], maxSize: 100 } as const;
export const SCORE_PAGE = { initialSize: 10, resetSize: 20 } as const;

export const TIMING = {
  requestTimeoutMs: 10_000,
  errorToastMs: 5_000,
  debounceMs: 1_000,
  reloadAfterUserSaveMs: 3_000,
  forgotPasswordMessageMs: 3_000,
  auditWarningMs: 3_000,
  codeCountdownSeconds: 60,
  logoutAfterPasswordChangeMs: 1_000,
  resetLinkValidityMinutes: 10,
} as const;

export const LIMITS = {
  captchaLength: 4,
  smsCodeLength: 4,
  emailCodeLength: 4,
  /** The code mailed instead of the image captcha (docs/decisions.md, accessibility): it guards every password try. */
  mailLoginCodeLength: 6,
  extensionMaxDigits: 4,
  phoneMaxLength: 11,
  orgCodeLength: 8,
  orgNameMax: 50,
  projectNameMax: 50,
  projectNameEnMax: 100,
  urlMax: 500,
  uploadFiles: 1,
  importFormats: ['xlsx', 'xls'],
  scoreMin: 0,
  scoreMax: 100,
  noticeTitleMax: 100,
  noticeProjectsMax: 200,
  noticeOrgsMax: 500,
  /** Rich text (HTML) of one notice; media live in storage, only their links are in the text. */
  noticeContentMax: 200_000,
  auditCodeMax: 64,
  auditNameMax: 200,
  auditMainItemsMax: 500,
  auditCodesPerItemMax: 2_000,
} as const;

/**
 * The ceiling of every input the spec leaves open (docs/decisions.md "Input ceilings"). Every string,
 * number and list the server accepts is bounded, so no input reaches storage unchecked.
 */
export const INPUT_LIMITS = {
  /** RFC 5321: an address is at most 254 characters. */
  emailMax: 254,
  /** email2: several addresses separated by spaces. */
  emailListMax: 1_000,
  userCodeMax: 64,
  linkmanMax: 50,
  linkPhoneMax: 32,
  phoneListMax: 200,
  departmentMax: 100,
  bpCodeMax: 50,
  filterMax: 100,
  fileNameMax: 200,
  contentTypeMax: 100,
  /** An object key the server issued (uploads): purpose/owner/uuid.ext, or supplier/<user>/<uuid>.xlsx. */
  uploadKeyMax: 300,
  /** What a password field may carry before the policy judges it (the policy's own maximum is lower). */
  passwordMax: 128,
  /** The login form's client-side pre-hash (SHA-256 hex), with room for other digests. */
  passwordHashMax: 128,
  /** Captcha keys, reset and extension links: 32 random bytes, base64url (functions randomToken). */
  serverKeyLength: 43,
  /** Ids are padded to ten digits in sort keys. */
  idMax: 9_999_999_999,
  pageMax: 100_000,
  versionMax: 1_000_000_000,
  projectsPerUserMax: 500,
  /** /project/change_user: the accounts one call may assign to a project (each is its own small write). */
  projectMembersMax: 500,
  /** Requests: JSON or form bodies larger than this are refused before parsing (413). */
  bodyMaxBytes: 1024 * 1024,
} as const;

export const SECURITY = {
  captchaTtlSeconds: 300,
  sessionIdleMinutes: 120,
  sessionAbsoluteHours: 12,
  loginFailuresBeforeLock: 5,
  loginLockMinutes: 15,
} as const;

export const USER_ROLE = {
  supplier: '10',
  contractor: '20',
  ownerLegacy: '30',
  admin: '50',
  dhmc: '80',
  owner: '90',
} as const;
export type UserRoleCode = (typeof USER_ROLE)[keyof typeof USER_ROLE];
export const USER_ROLE_CODES = Object.values(USER_ROLE) as UserRoleCode[];

/**
 * Who delivers and who reviews (issue 29; `admits` in roles.ts reads these rules). The roles alone cannot say,
 * since `user` spans suppliers', owners' and DHMC accounts (spec §6), so each rule also names the userRoles,
 * the organisation's type (spec §1; 30 the owners' earlier accounts): suppliers deliver; owners and
 * contractors, whose organisations hold the audit roles, review.
 */
export const DELIVERY_ACCESS = {
  deliver: { roles: ['userAdmin', 'user'], userRoles: [USER_ROLE.supplier] },
  review: { roles: ['provider', 'user', 'owner'], userRoles: [USER_ROLE.contractor, USER_ROLE.ownerLegacy, USER_ROLE.owner] },
  /** How delivery stands (the dashboards): the owner's administrators, each project's; a supplier's accounts, theirs. */
  summary: { roles: ['admin', 'admin1', 'userAdmin', 'user'], userRoles: [USER_ROLE.admin, USER_ROLE.supplier] },
} as const satisfies Record<string, AccessRule>;

/** The organisation types share the user-role codes (spec §1). */
export const ORG_TYPE = {
  supplier: '10',
  contractor: '20',
  operating: '50',
  dhmc: '80',
  owner: '90',
} as const;
export type OrgType = (typeof ORG_TYPE)[keyof typeof ORG_TYPE];
export const ORG_TYPES = Object.values(ORG_TYPE) as OrgType[];

export const USER_TYPE = {
  ownerFinalReview: '90',
  professionalReview: '91',
  manager99: '99',
  primary: '100',
  manager199: '199',
} as const;

export const PROJECT_STATE = { notStarted: '10', inProgress: '20', completed: '50' } as const;
export type ProjectState = (typeof PROJECT_STATE)[keyof typeof PROJECT_STATE];
export const PROJECT_STATES = Object.values(PROJECT_STATE) as ProjectState[];

export const ENABLED_STATE = { enabled: '1', disabled: '0' } as const;
export type EnabledState = (typeof ENABLED_STATE)[keyof typeof ENABLED_STATE];
export const ENABLED_STATES = Object.values(ENABLED_STATE) as EnabledState[];
/** On the wire a state change sends 'y' (enable) or 'n' (disable) (spec §4). */
export const STATE_CHANGE = { enable: 'y', disable: 'n' } as const;

/**
 * The supplier import (spec §2.13): what the server accepts before it parses anything. A workbook is a
 * zip (xlsx) or an OLE2 compound file (xls); the zip limits stop decompression bombs.
 */
export const IMPORT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 20_000,
  maxZipEntries: 200,
  maxUnpackedBytes: 100 * 1024 * 1024,
  maxProblems: 200,
  contentTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.ms-excel'],
} as const;

export const PROJECT_ID = {
  userSystem: 8000,
  zhenhai: 8001,
  hainan: 8002,
  jiujiang: 8003,
  shandong: 8004,
  anqing: 8007,
  nangang: 8008,
  chuanxi: 8009,
  provider: 8010,
} as const;
/**
 * A project things are delivered in: every project but the user system (8000), which holds the platform's
 * own operation log and memberships, and is no one's delivery project (no card, no count, no picker).
 */
export const isDeliveryProject = (projectId: number) => projectId !== PROJECT_ID.userSystem;

/** Operation-log rows of this platform belong to project 8000 under this name (spec §2.20). */
export const USER_SYSTEM_PROJECT_NAME = '用户系统';
export const BP_CODE_PROJECT_IDS = [8012, 8013] as const;
export const AUDIT_BUTTON_PROJECT_THRESHOLD = 8004;
export const SPECIAL_SUPPLIER_PROJECT_ID = 8010;

export const ORG_ID = { operating: 1, reviewOwner: 53 } as const;

export const PAGE_PERMISSIONS = ['3D', 'TZ'] as const;

export const DISPLAY = {
  themeColor: '#1890ff',
  mobileBreakpointPx: 992,
  tableHeightOffsetPx: 260,
  scrollAnimationMs: 500,
} as const;

export const DEFAULT_AVATAR = '/auth/images/user.png';
