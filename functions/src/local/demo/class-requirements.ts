import type { ClassRequirements, RequiredDocument, RequiredProperty } from '@sddp/shared';
import { getClassRequirements, saveClassRequirements } from '#entities/tag-delivery';

const number = (key: string, nameZh: string, nameEn: string, unit: string, required = true): RequiredProperty => ({
  key,
  nameZh,
  nameEn,
  type: 'number',
  ...(unit ? { unit } : {}),
  required,
});
const text = (key: string, nameZh: string, nameEn: string, required = true): RequiredProperty => ({
  key,
  nameZh,
  nameEn,
  type: 'text',
  required,
});
const choice = (key: string, nameZh: string, nameEn: string, choices: string[], required = true): RequiredProperty => ({
  key,
  nameZh,
  nameEn,
  type: 'choice',
  choices,
  required,
});
const date = (key: string, nameZh: string, nameEn: string, required = true): RequiredProperty => ({
  key,
  nameZh,
  nameEn,
  type: 'date',
  required,
});
const document = (key: string, nameZh: string, nameEn: string, extensions: string[], required = true): RequiredDocument => ({
  key,
  nameZh,
  nameEn,
  extensions,
  required,
});

/** Every class asks for these of the maker. */
const MAKER = [
  text('manufacturer', '制造厂', 'Manufacturer'),
  text('model', '型号', 'Model'),
  text('serialNo', '出厂编号', 'Serial number', false),
];
const DATA_SHEET = document('dataSheet', '数据表', 'Data sheet', ['pdf', 'xlsx']);
const GA_DRAWING = document('gaDrawing', '总图', 'General arrangement drawing', ['pdf', 'dwg']);
const IOM = document('iomManual', '安装、操作和维护手册', 'Installation, operation and maintenance manual', ['pdf']);
const TEST_CERT = document('testCertificate', '出厂试验报告', 'Factory test certificate', ['pdf']);

/** A small class library for the demo (our own wording): pumps, valves, vessels, heat exchangers, instruments. */
export const DEMO_CLASS_REQUIREMENTS: Readonly<Record<string, ClassRequirements>> = {
  'P-CEN': {
    properties: [
      ...MAKER,
      number('ratedFlow', '额定流量', 'Rated flow', 'm³/h'),
      number('ratedHead', '额定扬程', 'Rated head', 'm'),
      number('motorPower', '电机功率', 'Motor power', 'kW'),
      number('speed', '转速', 'Speed', 'r/min', false),
      choice('sealType', '密封形式', 'Seal type', ['单端面机械密封', '双端面机械密封', '填料密封']),
      date('factoryTestDate', '出厂试验日期', 'Factory test date', false),
    ],
    documents: [DATA_SHEET, GA_DRAWING, document('performanceCurve', '性能曲线', 'Performance curve', ['pdf']), IOM, TEST_CERT],
  },
  'VL-GAT': {
    properties: [
      ...MAKER,
      choice('pressureClass', '压力等级', 'Pressure class', ['PN16', 'PN25', 'PN40', 'Class 150', 'Class 300', 'Class 600']),
      number('nominalSize', '公称通径', 'Nominal size', 'mm'),
      text('bodyMaterial', '阀体材质', 'Body material'),
    ],
    documents: [DATA_SHEET, TEST_CERT, document('materialCertificate', '材质证明', 'Material certificate', ['pdf'], false)],
  },
  'VL-CTL': {
    properties: [
      ...MAKER,
      number('nominalSize', '公称通径', 'Nominal size', 'mm'),
      number('cv', '额定流量系数', 'Rated Cv', ''),
      choice('failPosition', '故障位置', 'Fail position', ['故障开', '故障关', '故障保位']),
      choice('actuator', '执行机构', 'Actuator', ['气动薄膜', '气动活塞', '电动']),
    ],
    documents: [DATA_SHEET, GA_DRAWING, TEST_CERT, IOM],
  },
  'V-VER': {
    properties: [
      ...MAKER,
      number('designPressure', '设计压力', 'Design pressure', 'MPa'),
      number('designTemperature', '设计温度', 'Design temperature', '°C'),
      number('volume', '容积', 'Volume', 'm³'),
      text('shellMaterial', '壳体材质', 'Shell material'),
    ],
    documents: [
      DATA_SHEET,
      GA_DRAWING,
      document('pressureVesselCertificate', '压力容器产品质量证明书', 'Pressure vessel quality certificate', ['pdf']),
    ],
  },
  'E-STH': {
    properties: [
      ...MAKER,
      number('heatDuty', '热负荷', 'Heat duty', 'kW'),
      number('heatArea', '换热面积', 'Heat transfer area', 'm²'),
      choice('temaType', 'TEMA 型式', 'TEMA type', ['AES', 'BEM', 'AEU', 'BKU']),
    ],
    documents: [DATA_SHEET, GA_DRAWING, document('thermalDesign', '热力计算书', 'Thermal design calculation', ['pdf', 'xlsx']), TEST_CERT],
  },
  'I-PT': {
    properties: [
      ...MAKER,
      number('rangeLow', '量程下限', 'Range low', 'MPa'),
      number('rangeHigh', '量程上限', 'Range high', 'MPa'),
      choice('outputSignal', '输出信号', 'Output signal', ['4–20 mA + HART', 'FF', 'Profibus PA']),
      text('explosionProtection', '防爆等级', 'Explosion protection'),
    ],
    documents: [DATA_SHEET, document('calibrationCertificate', '校验证书', 'Calibration certificate', ['pdf'])],
  },
};

/** The library, for one project whose breakdown has these classes; a class already given requirements is left as it is. */
export async function seedDemoClassRequirements(projectId: number): Promise<void> {
  for (const [classCode, requirements] of Object.entries(DEMO_CLASS_REQUIREMENTS)) {
    if (await getClassRequirements(projectId, classCode)) continue;
    await saveClassRequirements({ projectId, classCode, requirements, expectedVersion: 0, updatedBy: 'demo' });
  }
}
