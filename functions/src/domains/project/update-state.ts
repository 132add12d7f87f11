import { formatMessage, PROJECT_STATE, projectUpdateState, type MessageKey, type ProjectState } from '@sddp/shared';
import { setProjectState } from '../../lib/data/projects';
import { presentingStale } from '../../lib/errors';
import { route } from '../../lib/http/types';
import { toProjectRow } from './project-row';

const STATE_LABEL: Record<ProjectState, MessageKey> = {
  [PROJECT_STATE.notStarted]: 'log.state.notStarted',
  [PROJECT_STATE.inProgress]: 'log.state.inProgress',
  [PROJECT_STATE.completed]: 'log.state.completed',
};

export const updateStateRoute = route(projectUpdateState, async ({ input, setLogParams }) => {
  const project = await presentingStale(setProjectState(input.projectId, input.state, input.version), toProjectRow);
  setLogParams({ projectName: project.projectName, state: formatMessage('zh', STATE_LABEL[input.state]) });
  return toProjectRow(project);
});
