import { formatMessage, PROJECT_STATE, projectUpdateState, type MessageKey, type ProjectState } from '@sddp/shared';
import { getProject, setProjectState } from '#entities/project';
import { route } from '#http/route';
import { presentingStale } from '#kit/errors';
import { toProjectRow } from './project-row';

const STATE_LABEL: Record<ProjectState, MessageKey> = {
  [PROJECT_STATE.notStarted]: 'log.state.notStarted',
  [PROJECT_STATE.inProgress]: 'log.state.inProgress',
  [PROJECT_STATE.completed]: 'log.state.completed',
};

export const updateStateRoute = route(projectUpdateState, async ({ input, setLogParams, setLogChanges }) => {
  const before = await getProject(input.projectId);
  const project = await presentingStale(setProjectState(input.projectId, input.state, input.version), toProjectRow);
  setLogParams({ projectName: project.projectName, state: formatMessage('zh', STATE_LABEL[input.state]) });
  setLogChanges(before, project, ['state']);
  return toProjectRow(project);
});
