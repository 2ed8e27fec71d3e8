import type { ClientBasicInfo, ClientLoginSummary } from '@harta/contracts/schemas/client';
import { registrationCompletedPercent } from '@harta/contracts/registration-steps';
import type { ClientRow } from './client.repository';
import { DEFAULT_LANGUAGE, isLanguage } from '@harta/contracts/languages';

/** Row → contract DTOs: database types never reach the client, and only the listed fields go out. */

export function toClientLoginSummary(row: ClientRow): ClientLoginSummary {
  return {
    clientId: row.clientId,
    emailAddress: row.emailAddress,
    givenName: row.givenName,
    status: row.status,
    guid: row.guid,
    currentStep: row.currentStep,
    isMobileRegistration: row.isMobileRegistration,
    isQRrefreshButtonEnable: row.isQRrefreshButtonEnable,
  };
}

export function toClientBasicInfo(row: ClientRow): ClientBasicInfo {
  return {
    clientId: row.clientId,
    emailAddress: row.emailAddress,
    givenName: row.givenName,
    surName: row.surName,
    status: row.status,
    currentStep: row.currentStep,
    completedPercent: registrationCompletedPercent(row.currentStep),
    createdAt: row.createdAt.toISOString(),
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
  };
}
