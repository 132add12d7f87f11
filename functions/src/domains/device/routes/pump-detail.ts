import { ERROR_CODE, pumpDetail } from '@sddp/shared';
import { usesOfPump } from '#entities/device';
import { route } from '#http/route';
import { AppError } from '#kit/errors';
import { pumpById } from '../data/pump-catalogue';
import { toPumpRow } from './pump-row';

/** The pump detail (spec §2.25 left it "under development"): every field, and who uses the model. */
export const pumpDetailRoute = route(pumpDetail, async ({ input, language }) => {
  const pump = await pumpById(input.id);
  if (!pump) throw new AppError(ERROR_CODE.notFound, 'error.device.pumpNotFound');
  const uses = await usesOfPump(pump.id);
  return {
    ...toPumpRow(pump, null, language),
    manufacturer: pump.manufacturer,
    speed: pump.speed,
    npshr: pump.npshr,
    efficiency: pump.efficiency,
    uses: uses.map(({ tag, contract }) => ({
      tagId: tag.id,
      weihao: tag.tagNumber,
      contractId: contract.id,
      contractNo: contract.contractNo,
      projectId: contract.projectId,
      projectName: contract.projectName,
      supplierName: contract.supplierName,
    })),
  };
});
