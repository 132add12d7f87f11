import { AUDIT_BUTTON_PROJECT_THRESHOLD } from '@sddp/shared';
import { getBreakdown, replaceBreakdown, type FactoryClass, type MainItem } from '#entities/project-breakdown';
import { seedDemoClassRequirements } from './class-requirements';
import { DEMO_PROJECTS } from './data';

/** Refinery and petrochemical units: the main items (主项) of a demo project. */
const UNITS: readonly MainItem[] = [
  { code: '1100', name: '常减压装置' },
  { code: '1200', name: '催化裂化装置' },
  { code: '1300', name: '加氢裂化装置' },
  { code: '1400', name: '连续重整装置' },
  { code: '1500', name: '延迟焦化装置' },
  { code: '1600', name: '柴油加氢精制装置' },
  { code: '2100', name: '乙烯裂解装置' },
  { code: '2200', name: '聚乙烯装置' },
  { code: '2300', name: '聚丙烯装置' },
  { code: '3100', name: '硫磺回收装置' },
  { code: '4100', name: '循环水场' },
  { code: '4200', name: '空分空压站' },
];

/** Equipment classes (工厂对象分类) by type: [type, [code, name][]]. */
const CLASSES: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, string]>]> = [
  [
    '泵',
    [
      ['P-CEN', '离心泵'],
      ['P-REC', '往复泵'],
      ['P-MET', '计量泵'],
      ['P-SCR', '螺杆泵'],
    ],
  ],
  [
    '压缩机',
    [
      ['C-CEN', '离心压缩机'],
      ['C-REC', '往复压缩机'],
      ['C-SCR', '螺杆压缩机'],
    ],
  ],
  [
    '容器',
    [
      ['V-VER', '立式容器'],
      ['V-HOR', '卧式容器'],
      ['V-SPH', '球罐'],
      ['T-COL', '塔器'],
      ['R-RCT', '反应器'],
    ],
  ],
  [
    '换热器',
    [
      ['E-STH', '管壳式换热器'],
      ['E-AIR', '空冷器'],
      ['E-PLT', '板式换热器'],
      ['F-HTR', '加热炉'],
    ],
  ],
  [
    '阀门',
    [
      ['VL-GAT', '闸阀'],
      ['VL-GLB', '截止阀'],
      ['VL-BAL', '球阀'],
      ['VL-CTL', '调节阀'],
      ['VL-SAF', '安全阀'],
    ],
  ],
  [
    '仪表',
    [
      ['I-PT', '压力变送器'],
      ['I-TT', '温度变送器'],
      ['I-FT', '流量计'],
      ['I-LT', '液位计'],
      ['I-AN', '在线分析仪'],
    ],
  ],
  [
    '电气',
    [
      ['EL-MOT', '电动机'],
      ['EL-TRF', '变压器'],
      ['EL-SWG', '开关柜'],
      ['EL-UPS', 'UPS电源'],
    ],
  ],
  [
    '管道',
    [
      ['PI-PIP', '工艺管道'],
      ['PI-SUP', '管道支吊架'],
      ['PI-EXP', '膨胀节'],
    ],
  ],
];

/** The classes as the breakdown stores them (a fixed list: the same on every start). */
export const DEMO_FACTORY_CLASSES: readonly FactoryClass[] = CLASSES.flatMap(([type, items]) =>
  items.map(([code, name]) => ({ code, name, type })),
);

/** Each audited project gets a deterministic share of the units: all but one, rotating with the project id. */
export const demoMainItems = (projectId: number): MainItem[] => UNITS.filter((_, index) => index !== projectId % UNITS.length);

/** The engineering breakdown of every demo project above 8004 that has none yet, and the demo class library. */
export async function seedDemoBreakdowns(): Promise<void> {
  for (const project of DEMO_PROJECTS.filter((candidate) => candidate.id > AUDIT_BUTTON_PROJECT_THRESHOLD)) {
    if ((await getBreakdown(project.id)).version === 0) await replaceBreakdown(project.id, demoMainItems(project.id), DEMO_FACTORY_CLASSES);
    await seedDemoClassRequirements(project.id);
  }
}
