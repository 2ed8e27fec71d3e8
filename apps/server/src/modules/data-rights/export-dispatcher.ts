/**
 * How a new export request reaches the job queue (docs/operations.md "Personal-data requests"). The routes are
 * built before the queue starts (main.ts), so the queue connects itself here once it runs; until then (and in
 * tests, which run the job's function directly) a request simply waits for the job's periodic sweep.
 */
export interface ExportDispatcher {
  dispatch(requestId: number): Promise<void>;
  connect(send: (requestId: number) => Promise<unknown>): void;
}

export function createExportDispatcher(): ExportDispatcher {
  let sender: ((requestId: number) => Promise<unknown>) | undefined;
  return {
    async dispatch(requestId) {
      if (sender) await sender(requestId);
    },
    connect(send) {
      sender = send;
    },
  };
}
