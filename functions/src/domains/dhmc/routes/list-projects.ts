import { dhmcProjectList } from '@sddp/shared';
import { listDeliveryProjects } from '#entities/project';
import { route } from '#http/route';
import { pageOf } from '#kit/list-index/filtered-pages';
import { countDhmcPeople } from '../data/dhmc-people';
import { handedOverCount } from './handed-over';

/** The delivery projects (not 8000, this platform itself) by id, each of the page with its DHMC people count. */
export const listProjectsRoute = route(dhmcProjectList, async ({ input }) => {
  const projects = (await listDeliveryProjects()).sort((a, b) => a.id - b.id);
  const { rows, total } = pageOf(projects, input.page, input.limit);
  const ids = rows.map((project) => project.id);
  const [counts, handedOver] = await Promise.all([countDhmcPeople(ids), handedOverCount(ids)]);
  return {
    rows: rows.map(({ id, projectName, projectNameEn }) => ({
      projectId: id,
      projectName,
      projectNameEn,
      dhmcCount: counts.get(id) ?? 0,
      handedOver: handedOver.get(id) ?? 0,
    })),
    total,
  };
});
