import {
  FOUR_EYES_CATEGORY,
  FOUR_EYES_DEFAULT_EXPIRY_HOURS,
  FOUR_EYES_EXPIRY_KEY,
  FourEyesParameterKeys,
  type ApprovalKind,
} from '@harta/contracts/schemas/approvals';
import type { Db } from '../../db/connection';
import { findSystemParameter } from '../reference-data/reference-data.repository';

/**
 * Whether an action needs a second member (docs/backoffice.md, "Four eyes"): on unless the firm set the system
 * parameter FOUR_EYES.<ACTION> to 'false'. A missing, deactivated or mistyped parameter leaves four eyes on: the
 * safe reading of anything but an explicit 'false'.
 */
export async function fourEyesRequired(db: Db, kind: ApprovalKind): Promise<boolean> {
  const row = await findSystemParameter(db, FOUR_EYES_CATEGORY, FourEyesParameterKeys[kind]);
  return row?.value.trim().toLowerCase() !== 'false';
}

/** Hours a request waits for its checker (FOUR_EYES.EXPIRY_HOURS; 24 when missing or not a positive number). */
export async function requestLifetimeHours(db: Db): Promise<number> {
  const row = await findSystemParameter(db, FOUR_EYES_CATEGORY, FOUR_EYES_EXPIRY_KEY);
  const hours = Number(row?.value);
  return Number.isFinite(hours) && hours > 0 ? hours : FOUR_EYES_DEFAULT_EXPIRY_HOURS;
}
