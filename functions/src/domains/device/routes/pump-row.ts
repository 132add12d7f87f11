import { formatMessage, type Language, type PumpRow } from '@sddp/shared';
import type { PumpRecord } from '../data/pump-catalogue';

/** The list row of spec §2.25: the type's label in the caller's language. */
export const toPumpRow = (pump: PumpRecord, closeness: number | null, language: Language): PumpRow => ({
  id: pump.id,
  weihao: pump.weihao,
  bengName: pump.bengName,
  bengType: pump.bengType,
  bengTypeName: formatMessage(language, `device.pump.type.${pump.bengType}`),
  jiezhi: pump.jiezhi,
  liuliang: pump.liuliang,
  yangcheng: pump.yangcheng,
  qihuayali: pump.qihuayali,
  yacha: pump.yacha,
  xiaolv: pump.xiaolv,
  guankourukou: pump.guankourukou,
  closeness: closeness === null ? null : Math.round(closeness * 10_000) / 10_000,
});
