import { ApiPaths } from '@harta/contracts/paths';
import type { PersonalInformation } from '@harta/contracts/schemas/registration-personal';
import type { FakeHandler } from '../../../test/fake-api';
import { savedPersonal as savedPersonalRecord } from '../../../test/fixtures';

/** A saved step 5 (personal information): single, so no spouse fields. */
export const savedPersonal: PersonalInformation = savedPersonalRecord();

/**
 * The reads of the personal information form (registration's step and my-profile's section alike), as `fakeApi`
 * routes: the saved record, the ID documents, and the title, country and ethnicity lists.
 */
export const personalFormReads: Record<string, FakeHandler> = {
  [`GET ${ApiPaths.registration.getPersonalInfoByClientId}`]: () => ({ result: savedPersonal }),
  [`GET ${ApiPaths.registration.getClientDocumentByClientId}`]: () => ({
    result: { idType: 'MYKAD', documents: [], requiredDocumentTypes: [], missingDocumentTypes: [] },
  }),
  [`GET ${ApiPaths.dropDown.getValueByType('TITLE')}`]: () => ({ result: [{ code: 'MR', name: 'Mr' }] }),
  [`GET ${ApiPaths.dropDown.getCountryList}`]: () => ({
    result: [{ code: 'MY', name: 'Malaysia', dialCode: '+60' }],
  }),
  [`GET ${ApiPaths.systemDefaultEthnicity}`]: () => ({ result: [{ code: 'CHINESE', name: 'Chinese' }] }),
};
