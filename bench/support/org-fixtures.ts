/**
 * Deterministic test data for the organisation benchmark: varied Chinese supplier names, unique
 * eight-digit codes in series (so a four-digit series matches a known group), optional BP codes and
 * project memberships.
 */

/** mulberry32: small, fast and repeatable. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CITIES = [
  '北京',
  '上海',
  '天津',
  '重庆',
  '广州',
  '深圳',
  '杭州',
  '南京',
  '苏州',
  '无锡',
  '宁波',
  '温州',
  '合肥',
  '武汉',
  '长沙',
  '成都',
  '西安',
  '郑州',
  '济南',
  '青岛',
  '大连',
  '沈阳',
  '哈尔滨',
  '长春',
  '石家庄',
  '太原',
  '南昌',
  '福州',
  '厦门',
  '昆明',
  '贵阳',
  '南宁',
  '兰州',
  '常州',
  '佛山',
  '东莞',
  '烟台',
  '徐州',
  '镇江',
  '泉州',
];
const BRANDS = [
  '华信',
  '宏达',
  '恒通',
  '永盛',
  '中科',
  '金鼎',
  '天成',
  '瑞丰',
  '鑫源',
  '博远',
  '海川',
  '中联',
  '远航',
  '东方',
  '新华',
  '长城',
  '汇能',
  '泰和',
  '安泰',
  '凯利',
  '正大',
  '联创',
  '兴业',
  '德隆',
  '嘉禾',
  '普惠',
  '同创',
  '振华',
  '明阳',
  '众合',
];
const QUALIFIERS = ['', '', '', '智能', '精密', '新能源', '重工', '环球'];
const INDUSTRIES = [
  '机械',
  '泵业',
  '阀门',
  '电气',
  '仪表',
  '钢结构',
  '管道',
  '化工设备',
  '环保科技',
  '电力设备',
  '自动化',
  '建材',
  '电缆',
  '密封件',
  '换热设备',
  '压力容器',
  '物流',
  '工程技术',
  '检测技术',
  '新材料',
];
const SUFFIXES = ['有限公司', '有限公司', '股份有限公司', '有限责任公司', '制造有限公司'];

export interface SupplierFixture {
  orgCode: string;
  orgName: string;
  bpCode: string;
}

export class SupplierFactory {
  private readonly random: () => number;
  private readonly usedCodes = new Set<string>();
  /** Four-digit code series (like a region or category prefix); 100 of them. */
  readonly series: string[];
  /** Brand + industry fragments handed out, to pick a name filter that matches a handful of rows. */
  readonly nameFragments = new Set<string>();

  constructor(seed: number) {
    this.random = randomSource(seed);
    const series = new Set<string>();
    while (series.size < 100) series.add(String(1000 + Math.floor(this.random() * 8000)));
    this.series = [...series];
  }

  private pick<T>(values: readonly T[]): T {
    return values[Math.floor(this.random() * values.length)] as T;
  }

  private digits(count: number): string {
    return Array.from({ length: count }, () => Math.floor(this.random() * 10)).join('');
  }

  /** A code not handed out before: a series + four digits, or with `leadingZero` '0' + seven digits. */
  private code(leadingZero: boolean): string {
    for (;;) {
      const code = leadingZero ? `0${this.digits(7)}` : `${this.pick(this.series)}${this.digits(4)}`;
      if (!this.usedCodes.has(code)) {
        this.usedCodes.add(code);
        return code;
      }
    }
  }

  supplier(options: { leadingZero?: boolean } = {}): SupplierFixture {
    const city = this.pick(CITIES);
    const brand = this.pick(BRANDS);
    const industry = this.pick(INDUSTRIES);
    const qualifier = this.pick(QUALIFIERS);
    const suffix = this.pick(SUFFIXES);
    const branch = this.random() < 0.08;
    this.nameFragments.add(`${brand}${industry}`);
    const orgName = branch ? `${brand}${qualifier}${industry}${suffix}${city}分公司` : `${city}${brand}${qualifier}${industry}${suffix}`;
    return {
      orgCode: this.code(options.leadingZero ?? false),
      orgName,
      bpCode: this.random() < 0.4 ? `10${this.digits(8)}` : '',
    };
  }

  /** 1–3 distinct projects out of `projectIds`. */
  projectsFor(projectIds: readonly number[]): number[] {
    const count = 1 + Math.floor(this.random() * 3);
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(this.pick(projectIds));
    return [...chosen];
  }

  /** Project names like 镇海炼化二期项目. */
  projectName(index: number): string {
    const sites = ['镇海', '茂名', '惠州', '古雷', '湛江', '大亚湾', '曹妃甸', '连云港', '洋浦', '宁东'];
    const kinds = ['炼化', '乙烯', '芳烃', '储运', '码头', '热电', '环保改造', '公用工程'];
    const phase = ['一期', '二期', '三期', '扩建', '改造'][index % 5];
    return `${sites[index % sites.length]}${kinds[Math.floor(index / sites.length) % kinds.length]}${phase}项目`;
  }
}
