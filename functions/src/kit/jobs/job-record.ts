import type { JobKind, JobProgress, JobState, Language, MessageKey } from '@sddp/shared';
import type { JobInputs, JobResults } from './job-kinds';

/** Who started the job, as the operation log and the messages need them. */
export interface JobOwner {
  userId: number;
  userCode: string;
  orgName: string;
  linkman: string;
  /** The starter's language: the import's per-row problems are written in it. */
  language: Language;
  /** The request that started it, for the operation-log row the worker writes. */
  requestId: string;
  reqUrl: string;
}

/** Why a job failed, kept as a catalogue key so each reader sees it in their own language. */
export interface JobError {
  code: number;
  messageKey: MessageKey;
  params: Record<string, string | number>;
}

export interface JobRecordOf<K extends JobKind> {
  id: string;
  kind: K;
  state: JobState;
  progress: JobProgress;
  owner: JobOwner;
  input: JobInputs[K];
  result?: JobResults[K];
  error?: JobError;
  createdAt: string;
  /** Epoch milliseconds of the worker's last sign of life (its creation while queued). */
  heartbeatAt: number;
  /** The running worker's claim: every later write of the job is conditional on it. */
  claim?: string;
}

export type JobRecord = { [K in JobKind]: JobRecordOf<K> }[JobKind];

export const NO_PROGRESS: JobProgress = { phase: 'starting', total: 0, read: 0, checked: 0, written: 0 };
