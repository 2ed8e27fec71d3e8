import { z } from 'zod';

/**
 * Personal-data requests (docs/account.md "Your data", docs/operations.md "Personal-data requests"): a copy of
 * everything held about the client (EXPORT, made in the background, e-mailed, expiring) and erasure once the
 * financial records' retention period after closure has passed (ERASURE).
 */
export const DataRequestKinds = ['EXPORT', 'ERASURE'] as const;
export type DataRequestKind = (typeof DataRequestKinds)[number];

export const ExportStatuses = ['REQUESTED', 'RUNNING', 'READY', 'EXPIRED', 'FAILED'] as const;
export type ExportStatus = (typeof ExportStatuses)[number];

/** WAITING_CLOSURE: asked while the account is open; SCHEDULED: the due date is known; DONE: anonymised. */
export const ErasureStatuses = ['WAITING_CLOSURE', 'SCHEDULED', 'DONE'] as const;
export type ErasureStatus = (typeof ErasureStatuses)[number];

/** Error codes of the data requests (the message says what to do). */
export const DataRightsErrorCode = {
  /** An export is already being prepared (409). */
  ExportInProgress: 'EXPORT_IN_PROGRESS',
  /** Too many exports asked today (429). */
  ExportDailyLimit: 'EXPORT_DAILY_LIMIT',
  /** The export is not ready or has expired (409). */
  ExportNotReady: 'EXPORT_NOT_READY',
  /** An erasure request is already open (409). */
  ErasureAlreadyRequested: 'ERASURE_ALREADY_REQUESTED',
  /** Erasure before the account is closed (409). */
  ErasureNotClosed: 'ERASURE_NOT_CLOSED',
  /** Erasure before the retention period has passed (409). */
  ErasureNotDue: 'ERASURE_NOT_DUE',
  /** Already erased (409). */
  ErasureDone: 'ERASURE_DONE',
} as const;

export const dataExportSchema = z.object({
  /** The request's public id (random; docs/security.md). */
  id: z.string(),
  status: z.enum(ExportStatuses),
  /** 0–100 while the job runs. */
  progress: z.number().int(),
  requestedAt: z.string(),
  /** READY: the download works until then. */
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** Only while READY. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const erasureRequestSchema = z.object({
  /** The request's public id (random; docs/security.md). */
  id: z.string(),
  status: z.enum(ErasureStatuses),
  requestedAt: z.string(),
  /** When the personal data will be anonymised (closure + the retention period); null while the account is open. */
  dueAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

export const dataRightsOverviewSchema = z.object({
  exports: z.array(dataExportSchema),
  erasure: erasureRequestSchema.nullable(),
  /** Years the financial records are kept after closure (the erasure waits for them). */
  retentionYears: z.number().int(),
  /** Days a ready copy can be downloaded. */
  exportValidDays: z.number().int(),
  /** Copies a client may ask for per day. */
  exportsPerDay: z.number().int(),
});
export type DataRightsOverview = z.infer<typeof dataRightsOverviewSchema>;

export const dataRightsOverviewResponseSchema = z.object({ result: dataRightsOverviewSchema });
export const dataExportResponseSchema = z.object({ result: dataExportSchema });
export const erasureRequestResponseSchema = z.object({ result: erasureRequestSchema });

/** The staff list: both kinds, with the client. */
export const dataRequestItemSchema = z.object({
  /** The request's public id (random; docs/security.md). */
  id: z.string(),
  clientId: z.number().int(),
  /** The client's name, or null once erased. */
  clientName: z.string().nullable(),
  kind: z.enum(DataRequestKinds),
  status: z.union([z.enum(ExportStatuses), z.enum(ErasureStatuses)]),
  progress: z.number().int(),
  requestedAt: z.string(),
  expiresAt: z.string().nullable(),
  downloadedAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** ERASURE: the due date has passed and it is not done yet. */
  erasureDue: z.boolean(),
  error: z.string().nullable(),
});
export type DataRequestItem = z.infer<typeof dataRequestItemSchema>;

export const dataRequestListResponseSchema = z.object({ result: z.array(dataRequestItemSchema) });
export const dataRequestItemResponseSchema = z.object({ result: dataRequestItemSchema });
