/** The messages between the local runtime and a function's process (function-host.ts), over IPC. */
export interface InvocationContext {
  requestId: string;
  /** Epoch ms at which the invocation times out. */
  deadline: number;
}

/** A failed invocation, in the shape Lambda reports it (`errorType`, `errorMessage`, `trace`). */
export interface FunctionErrorPayload {
  errorType: string;
  errorMessage: string;
  trace?: string[];
}

export type HostMessage = { type: 'invoke'; id: number; event: unknown; context: InvocationContext };

export type HostReply =
  | { type: 'ready'; settings: string[] }
  | { type: 'init-error'; error: FunctionErrorPayload }
  | { type: 'result'; id: number; json: string }
  | { type: 'result'; id: number; error: FunctionErrorPayload };

/** Lambda's limit on a synchronous invocation's response (6 MB). */
export const MAX_RESPONSE_BYTES = 6 * 1024 * 1024;
