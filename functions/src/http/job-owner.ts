import { API_BASE_PATH, type Endpoint } from '@sddp/shared';
import type { JobOwner } from '#kit/jobs/job-record';
import type { RouteCall } from './types';

/** The signed-in caller of a route that starts a job, as the job keeps them. */
export function jobOwner(
  endpoint: Endpoint,
  call: Pick<RouteCall<Endpoint>, 'language' | 'requestId'> & { principal: NonNullable<RouteCall<Endpoint>['principal']> },
): JobOwner {
  const { user } = call.principal;
  return {
    userId: user.id,
    userCode: user.userCode,
    orgName: user.orgName,
    linkman: user.linkman,
    language: call.language,
    requestId: call.requestId,
    reqUrl: `${API_BASE_PATH}${endpoint.path}`,
  };
}
