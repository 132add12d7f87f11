import { useTranslation } from 'react-i18next';
import type { ProjectState } from '@sddp/shared';
import { StateTag, type StateTone } from '@/components/list/state-tag';

const TONE_OF_STATE: Record<ProjectState, StateTone> = { '10': 'muted', '20': 'success', '50': 'info' };

export function ProjectStateTag({ state }: { state: ProjectState }) {
  const { t } = useTranslation();
  return <StateTag tone={TONE_OF_STATE[state]}>{t(`ui.project.state.${state}`)}</StateTag>;
}
