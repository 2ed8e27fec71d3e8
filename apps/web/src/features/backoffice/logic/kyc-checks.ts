import type { ApplicationDetail } from '@harta/contracts/schemas/backoffice';

export type CheckOutcome = 'passed' | 'failed' | 'notRun';

/**
 * Face match and liveness as separate outcomes from the e-KYC summary (the detail carries one pass flag and the
 * last failure reason). A pass means both passed; a liveness failure means the face match is not trusted; a face
 * mismatch means liveness had passed (the matcher runs on a live selfie only).
 */
export function kycChecks(detail: Pick<ApplicationDetail, 'kyc' | 'faceMatchScore'>): {
  liveness: CheckOutcome;
  faceMatch: CheckOutcome;
} {
  const { kyc } = detail;
  if (kyc.passed) return { liveness: 'passed', faceMatch: 'passed' };
  switch (kyc.lastReason) {
    case 'LIVENESS_FAILED':
      return { liveness: 'failed', faceMatch: 'notRun' };
    case 'FACE_MISMATCH':
      return { liveness: 'passed', faceMatch: 'failed' };
    default:
      return { liveness: 'notRun', faceMatch: 'notRun' };
  }
}

/** Face-match similarity 0–1 as a percentage with one decimal ("92.3%"); null when never measured. */
export function formatScore(score: number | null | undefined): string | null {
  if (score === null || score === undefined) return null;
  return `${(Math.round(score * 1000) / 10).toFixed(1)}%`;
}
