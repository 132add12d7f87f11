import { userUpdateDetail } from '@sddp/shared';
import { route } from '#http/route';
import { editAccountFields } from './account-edit';

/** 'Modify details' (§2.17): contact, phone, e-mail, other e-mails; organisation and login stay. */
export const updateDetailRoute = route(userUpdateDetail, async (call) => {
  const { input } = call;
  const fields = { linkman: input.linkman, linkPhone: input.linkPhone, email: input.email, email2: input.email2 };
  return (await editAccountFields(call, input.userId, fields)).row;
});
