import { userUpdateDetail } from '@sddp/shared';
import { editUser } from '../data/user-edits';
import { route } from '#http/types';
import { editAccount } from './account-edit';

/** 'Modify details' (§2.17): contact, phone, e-mail, other e-mails; organisation and login stay. */
export const updateDetailRoute = route(userUpdateDetail, async (call) => {
  const { input } = call;
  const fields = { linkman: input.linkman, linkPhone: input.linkPhone, email: input.email, email2: input.email2 };
  const edited = await editAccount(call, 'edit', (options) => editUser(input.userId, fields, options), [
    'linkman',
    'linkPhone',
    'email',
    'email2',
  ]);
  return edited.row;
});
