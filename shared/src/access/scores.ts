import { ORG_ID } from '../constants';
import type { AccessActor } from './actor';

/** Spec §6: only the operating organisation (orgId 1) edits maturity scores; the grant alone lets others read them. */
export const editsScores = (actor: Pick<AccessActor, 'user'>) => actor.user.orgId === ORG_ID.operating;
