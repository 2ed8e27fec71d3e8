/** Query keys of the registration feature (one place, so saves can invalidate what they change). */
export const regKeys = {
  all: ['registration'] as const,
  documents: () => ['registration', 'documents'] as const,
  liveDetection: () => ['registration', 'live-detection'] as const,
  personal: () => ['registration', 'personal'] as const,
  contact: () => ['registration', 'contact'] as const,
  financial: () => ['registration', 'financial'] as const,
  knowledge: () => ['registration', 'knowledge'] as const,
  investmentProfile: () => ['registration', 'investment-profile'] as const,
  etfRecommendation: (riskLevel: number) => ['registration', 'etf-recommendation', riskLevel] as const,
  client: () => ['registration', 'client'] as const,
  reference: (name: string) => ['reference', name] as const,
  confirmCheck: (token: string) => ['registration', 'confirm-check', token] as const,
  documentReplacement: () => ['registration', 'document-replacement'] as const,
};
