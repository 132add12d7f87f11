import { createDomainHandler } from '../../lib/http/domain-handler';
import { jobStatusRoute } from './job-status';

export const routes = [jobStatusRoute];

export const handler = createDomainHandler(routes);
