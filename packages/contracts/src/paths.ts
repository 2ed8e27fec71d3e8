/**
 * API paths of spec section 7, exactly as the spec spells them (case included).
 * All are relative to the API base (`apiBase` in appsettings) unless marked as switch-API paths.
 */
export const IdentityPaths = {
  /** Mount point of the OpenID Connect provider inside the server. */
  base: '/identity',
} as const;

export const ApiPaths = {
  registration: {
    getClientLoginById: '/api/registration/getClientLoginById',
    getClientById: '/api/registration/getClientById',
    getClientLiveDetectionInfoByClientId: '/api/registration/getClientLiveDetectionInfoByClientId',
    getPersonalInfoByClientId: '/api/registration/getPersonalInfoByClientId',
    getClientDocumentByClientId: '/api/registration/getClientDocumentByClientId',
    getcontactInfoByClientId: '/api/registration/getcontactInfoByClientId',
    getfinancialInfoByClientId: '/api/registration/getfinancialInfoByClientId',
    getKnowledgeQuestionByClientId: '/api/registration/getKnowledgeQuestionByClientId',
    getInvestmentProfileByClientId: '/api/registration/getInvestmentProfileByClientId',
    confirmEmailCheck: (token: string) => `/api/registration/confirmEmailCheck/${encodeURIComponent(token)}`,
    getETFRecommendation: (id: string | number) =>
      `/api/registration/getETFRecommendation/${encodeURIComponent(String(id))}`,
    saveClient: '/api/registration/saveClient',
    confirmEmail: '/api/registration/confirmEmail',
    saveClientPassword: '/api/registration/saveClientPassword',
    saveClientDocumentMobile: '/api/registration/saveClientDocumentMobile',
    saveClientDocumentMatchingMobile: '/api/registration/saveClientDocumentMatchingMobile',
    saveClientPersonalInformation: '/api/registration/saveClientPersonalInformation',
    saveClientContactInformation: '/api/registration/saveClientContactInformation',
    savePhoneNumber: '/api/registration/savePhoneNumber',
    sendMobileOTP: '/api/registration/sendMobileOTP',
    sendEmailOTP: '/api/registration/sendEmailOTP',
    saveFinancialInformation: '/api/registration/saveFinancialInformation',
    saveClientKnowledgeQuestion: '/api/registration/saveClientKnowledgeQuestion',
    saveInvestmentProfile: '/api/registration/saveInvestmentProfile',
    updateInvestmentProfile: '/api/registration/updateInvestmentProfile',
    completeRegistration: '/api/registration/completeRegistration',
  },
  systemParameter: (a: string, b: string) =>
    `/api/SystemParameter/SystemParameters/${encodeURIComponent(a)}/${encodeURIComponent(b)}`,
  systemDefaultEthnicity: '/api/SystemDefaults/SystemDefaultEthnicity',
  clientProfile: {
    getClientById: '/api/clientProfile/getClientById',
    activateClient: '/api/clientProfile/activateClient',
    transactionListing: '/api/clientProfile/transactionListing',
    onlineTransactions: '/api/clientProfile/onlineTransactions',
    updateClientPassword: '/api/clientProfile/updateClientPassword',
    updateClientDocument: '/api/clientProfile/updateClientDocument',
    updateClientPersonalInformation: '/api/clientProfile/updateClientPersonalInformation',
    updateEthnicityClient: '/api/clientProfile/updateEthnicityClient',
    updateClientContactInformation: '/api/clientProfile/updateClientContactInformation',
    updatePhoneNumber: '/api/clientProfile/updatePhoneNumber',
    sendMobileOTP: '/api/clientProfile/sendMobileOTP',
    updateBankInformation: '/api/clientProfile/updateBankInformation',
    updateIncomeInformation: '/api/clientProfile/updateIncomeInformation',
    updateInvestmentProfile: '/api/clientProfile/updateInvestmentProfile',
    changeUserPassword: '/api/clientProfile/changeUserPassword',
    updateKnowledgeQuestionInformation: '/api/clientProfile/updateKnowledgeQuestionInformation',
    updatetaxKnowledgeQuestionInformation: '/api/clientProfile/updatetaxKnowledgeQuestionInformation',
  },
  /** Note the capital P: the spec spells these ClientProfile, unlike the clientProfile group above. */
  ClientProfile: {
    getClientBasicInfo: '/api/ClientProfile/getClientBasicInfo',
    getMobileAppVersion: (platform: 'ios' | 'android') => `/api/ClientProfile/getMobileAppVersion/${platform}`,
  },
  clientProfileUpdate: '/api/ClientProfileUpdate/UpdateClientProfile',
  experianRequestChecker: (id: string | number) =>
    `/api/ClientBo/ExperianRequestchecker/${encodeURIComponent(String(id))}`,
  restrictedCountryGet: '/api/RestrictedCountry/RestrictedCountryGet',
  bnm: {
    upload: '/api/bnm/bnmUpload',
    view: (id: string | number) => `/api/bnm/bnmView/${encodeURIComponent(String(id))}`,
    update: '/api/bnm/bnmUpdate',
    get: '/api/bnm/bnmGet',
    cancel: '/api/bnm/bnmCancel',
  },
  dashboard: {
    getDashBoardSummary: '/api/dashboard/getDashBoardSummary',
  },
  dropDown: {
    getBusinessTypeList: '/api/DropDown/getBusinessTypeList',
    getOccupationList: '/api/DropDown/getOccupationList',
    getNetWorthList: '/api/DropDown/getNetWorthList',
    getRiskList: '/api/DropDown/getRiskList',
    getBankList: '/api/DropDown/getBankList',
    getCountryList: '/api/DropDown/getCountryList',
    getCountryListNoUs: '/api/DropDown/getCountryListNoUs',
    getValueByType: (type: string) => `/api/DropDown/getValueByType/${encodeURIComponent(type)}`,
  },
  /** Keep-alive for the idle tracker (not named by the spec; designed here). */
  session: {
    keepAlive: '/api/session/keepAlive',
  },
  openapi: '/api/openapi.json',
  docs: '/api/docs',
  health: '/api/health',
} as const;

/** Paths on the second API base (`switchApiBase`). */
export const SwitchApiPaths = {
  save: '/api/v2/switch-profile/save',
  inprogress: '/api/v2/switch-profile/inprogress',
} as const;

/** Static files served next to the app. */
export const StaticPaths = {
  appSettings: '/appsettings.json',
  buildInfo: '/build-info.json',
} as const;
