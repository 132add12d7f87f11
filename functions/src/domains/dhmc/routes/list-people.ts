import { dhmcDetailList } from '@sddp/shared';
import { route } from '#http/route';
import { pageOf } from '#kit/list-index/filtered-pages';
import { matchingPeople } from './dhmc-people-page';

export const listPeopleRoute = route(dhmcDetailList, async ({ input }) => {
  const { page, limit, ...filter } = input;
  return pageOf(await matchingPeople(filter), page, limit);
});
