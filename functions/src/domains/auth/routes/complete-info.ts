import { ERROR_CODE, completeInfo } from '@sddp/shared';
import { updateContact } from '#entities/user';
import { route } from '#http/route';
import { AppError } from '#kit/errors';
import { checkCode, spendCode } from '../data/verification-codes';
import { contactWriterFor } from './contact-writer';
import { ownUploadKey } from './upload-keys';

/**
 * Reading B of spec §2.9: the e-mail code proves the address and the SMS code the mobile number,
 * which becomes the account's sign-in phone. Both codes are checked before either is spent.
 */
export const completeInfoRoute = route(completeInfo, async ({ input, principal, setLogChanges }) => {
  const user = principal.user;
  const [mailOk, smsOk] = [
    await checkCode('mail', input.email, input.emailCaptcha),
    await checkCode('smsInfo', input.linkPhone, input.phoneCaptcha),
  ];
  if (!mailOk || !smsOk) {
    const fieldErrors: Record<string, string> = {};
    if (!mailOk) fieldErrors.emailCaptcha = 'validation.emailCode.wrong';
    if (!smsOk) fieldErrors.phoneCaptcha = 'validation.smsCode.wrong';
    throw new AppError(ERROR_CODE.invalid, 'validation.invalid', { fieldErrors });
  }
  const licence = input.businessLicence ? ownUploadKey(user.id, 'businessLicence', input.businessLicence) : user.businessLicence;
  const fields = {
    linkman: input.linkman,
    linkPhone: input.linkPhone,
    phone: input.linkPhone,
    phone2: (input.phone2 ?? '').split(/\s+/).filter(Boolean).join(' '),
    email: input.email,
    email2: input.email2,
    businessLicence: licence,
  };
  await updateContact(user, fields, contactWriterFor(user, fields));
  await spendCode('mail', input.email);
  await spendCode('smsInfo', input.linkPhone);
  setLogChanges(user, { ...user, ...fields }, ['linkman', 'linkPhone', 'phone2', 'email', 'email2', 'businessLicence']);
  return null;
});
