import type { IdType, KycFailureReason } from '@harta/contracts/schemas/registration-documents';

/**
 * e-KYC: checks an ID document, the liveness of a selfie and that the two faces match. A real adapter (a
 * Malaysian e-KYC vendor) implements this interface; the sandbox (ekyc-sandbox.ts) behaves like one.
 */
export interface EkycImage {
  data: Buffer;
  contentType: string;
  /** The name it was uploaded with. */
  fileName: string;
}

export interface EkycRequest {
  /** Our reference for the attempt (the provider echoes it in its logs). */
  reference: string;
  idType: IdType;
  idFront: EkycImage;
  idBack: EkycImage | null;
  selfie: EkycImage;
}

export interface EkycVerification {
  provider: string;
  providerReference: string;
  sandbox: boolean;
  /** The document is readable, uncropped and genuine-looking. */
  documentPassed: boolean;
  /** Liveness score 0–1 and verdict. */
  livenessScore: number;
  livenessPassed: boolean;
  /** Face similarity 0–1 and verdict; 0/false when an earlier check failed. */
  faceMatchScore: number;
  faceMatchPassed: boolean;
  /** The first failed check, or null when all passed. */
  reason: KycFailureReason | null;
}

export interface EkycProvider {
  readonly name: string;
  readonly sandbox: boolean;
  verify(request: EkycRequest): Promise<EkycVerification>;
}
