import { inventorySso } from '@sddp/shared';
import { route } from '#http/route';
import { handOverToInventory } from '../sso/inventory';

/** Spec §4: the hand-over {loginName, phone} is the operation-log row of this call. */
export const inventorySsoRoute = route(inventorySso, async ({ principal, setLogParams }) => {
  const { url, loginName, phone } = await handOverToInventory(principal.user);
  setLogParams({ loginName, phone });
  return { url };
});
