import { ERROR_CODE, partnerList, partnerRotate, partnerSave } from '@sddp/shared';
import { route } from '#http/route';
import { AppError, invalid } from '#kit/errors';
import { partnerSecret } from '../sso/partner-secrets';
import { createPartner, listPartners, NAME_TAKEN, updatePartner } from '../sso/partner-store';

const notFound = () => new AppError(ERROR_CODE.notFound, 'error.sso.partnerNotFound');
const nameTaken = () => invalid({ name: 'validation.sso.partnerNameTaken' });

export const partnerListRoute = route(partnerList, async () => listPartners());

/** A new partner gets its shared secret in this answer only; an edit never shows it again. */
export const partnerSaveRoute = route(partnerSave, async ({ input, setLogParams }) => {
  setLogParams({ name: input.name });
  const fields = { name: input.name, callbackUrl: input.callbackUrl };
  if (input.id === undefined) {
    const partner = await createPartner(fields);
    if (partner === NAME_TAKEN) throw nameTaken();
    return { partner, secret: await partnerSecret(partner.id, partner.secretVersion) };
  }
  const partner = await updatePartner(input.id, fields);
  if (partner === NAME_TAKEN) throw nameTaken();
  if (!partner) throw notFound();
  return { partner };
});

/** A new secret version: the old secret stops verifying at once. */
export const partnerRotateRoute = route(partnerRotate, async ({ input, setLogParams }) => {
  const partner = await updatePartner(input.id, 'rotate');
  if (!partner || partner === NAME_TAKEN) throw notFound();
  setLogParams({ name: partner.name });
  return { partner, secret: await partnerSecret(partner.id, partner.secretVersion) };
});
