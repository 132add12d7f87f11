import { formatMessage, pumpTypeLabelKey, type Language, type PumpRow } from '@sddp/shared';
import type { PumpRecord } from '../data/pump-catalogue';

/** The list row of spec §2.25, in the wire's names: the type's label in the caller's language. */
export const toPumpRow = (pump: PumpRecord, closeness: number | null, language: Language): PumpRow => ({
  id: pump.id,
  weihao: pump.tagNumber,
  bengName: pump.name,
  bengType: pump.type,
  bengTypeName: formatMessage(language, pumpTypeLabelKey(pump.type)),
  jiezhi: pump.medium,
  liuliang: pump.flow,
  yangcheng: pump.head,
  qihuayali: pump.vapourPressure,
  yacha: pump.differentialPressure,
  xiaolv: pump.ratedPower,
  guankourukou: pump.inletNozzle,
  closeness: closeness === null ? null : Math.round(closeness * 10_000) / 10_000,
});
