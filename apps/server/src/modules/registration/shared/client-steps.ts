import { ClientStatus } from '@harta/contracts/client-status';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { clients } from '../../../db/schema/clients';
import type { ClientRow } from '../../clients/client.repository';
import { RegistrationError, RegistrationErrorCode } from './registration-errors';

type Tx = Pick<Db, 'update'>;

/**
 * A step may be saved only while the application is a DRAFT (after completeRegistration it is frozen for
 * review: 409 NOT_DRAFT) and once the client has reached it (409 STEP_NOT_REACHED).
 */
export function assertCanSaveStep(client: ClientRow, step: number): void {
  if (client.status !== ClientStatus.Draft) {
    throw new RegistrationError(409, RegistrationErrorCode.NotDraft, 'registration.notDraft');
  }
  if (client.currentStep < step) {
    throw new RegistrationError(409, RegistrationErrorCode.StepNotReached, 'registration.stepNotReached');
  }
}

/**
 * Moves the client to `next` unless it is already further (saving an earlier step again never moves it back).
 * Run inside the step's transaction: when the client stopped being a DRAFT meanwhile, it throws and the save
 * is rolled back.
 */
export async function advanceStep(db: Tx, clientId: number, next: number): Promise<number> {
  const [row] = await db
    .update(clients)
    .set({ currentStep: sql`greatest(${clients.currentStep}, ${next})`, updatedAt: new Date() })
    .where(and(eq(clients.clientId, clientId), eq(clients.status, ClientStatus.Draft)))
    .returning({ currentStep: clients.currentStep });
  if (!row) throw new RegistrationError(409, RegistrationErrorCode.NotDraft, 'registration.notDraft');
  return row.currentStep;
}
