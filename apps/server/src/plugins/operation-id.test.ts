import { describe, expect, it } from 'vitest';
import { operationIdOf } from './operation-id';

describe('operationIdOf', () => {
  it('names an operation by its method and path, parameters as "by"', () => {
    expect(operationIdOf('GET', '/api/payments/:orderId')).toBe('getPaymentsByOrderId');
    expect(operationIdOf('POST', '/api/v2/switch-profile/save')).toBe('postV2SwitchProfileSave');
    expect(operationIdOf('GET', '/api/registration/getClientById')).toBe('getRegistrationGetClientById');
    expect(operationIdOf('PUT', '/api/backoffice/reference-data/:list/items/:code')).toBe(
      'putBackofficeReferenceDataByListItemsByCode',
    );
    expect(operationIdOf('GET', '/appsettings.json')).toBe('getAppsettingsJson');
    expect(operationIdOf('POST', '/bnmUpload')).toBe('postBnmUpload');
  });
});
