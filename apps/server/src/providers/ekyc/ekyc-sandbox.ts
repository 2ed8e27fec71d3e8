import { createHash } from 'node:crypto';
import type { EkycSandboxOutcome } from '../../config/config';
import type { EkycProvider, EkycRequest, EkycVerification } from './ekyc-provider';

/**
 * The e-KYC sandbox: answers like a real provider (after a delay, with scores and failures) and obeys test
 * switches in the uploaded files' original names (case-insensitive), checked in this order:
 * - 'blurry' in the ID front or back name → the document check fails (DOCUMENT_UNREADABLE);
 * - 'noface' in the selfie name → liveness fails (LIVENESS_FAILED);
 * - 'mismatch' in any name → the face match fails (FACE_MISMATCH, score 0.20–0.49);
 * - otherwise it passes with a face-match score 0.90–0.99.
 * EKYC_SANDBOX_OUTCOME 'fail' makes every face match fail; 'random' fails 1 attempt in 4.
 * Scores are derived from the file contents, so the same files always score the same.
 */
export interface EkycSandboxOptions {
  outcome: EkycSandboxOutcome;
  delayMs: number;
  random?: () => number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stable number in [0, 1) from the inputs. */
function unitHash(...parts: Buffer[]): number {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest().readUInt32BE(0) / 0x1_0000_0000;
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

export function createEkycSandbox(options: EkycSandboxOptions): EkycProvider {
  const random = options.random ?? Math.random;
  return {
    name: 'sandbox',
    sandbox: true,
    async verify(request: EkycRequest): Promise<EkycVerification> {
      if (options.delayMs > 0) await sleep(options.delayMs);
      const has = (name: string, word: string) => name.toLowerCase().includes(word);
      const idNames = [request.idFront.fileName, request.idBack?.fileName ?? ''];
      const allNames = [...idNames, request.selfie.fileName];
      const h = unitHash(request.idFront.data, request.selfie.data);
      const base: EkycVerification = {
        provider: 'sandbox',
        providerReference: `SBX-${createHash('sha256').update(request.reference).digest('hex').slice(0, 12).toUpperCase()}`,
        sandbox: true,
        documentPassed: true,
        livenessScore: round4(0.9 + h * 0.09),
        livenessPassed: true,
        faceMatchScore: 0,
        faceMatchPassed: false,
        reason: null,
      };
      if (idNames.some((n) => has(n, 'blurry'))) {
        return {
          ...base,
          documentPassed: false,
          livenessScore: 0,
          livenessPassed: false,
          reason: 'DOCUMENT_UNREADABLE',
        };
      }
      if (has(request.selfie.fileName, 'noface')) {
        return { ...base, livenessScore: round4(0.1 + h * 0.3), livenessPassed: false, reason: 'LIVENESS_FAILED' };
      }
      const forcedMismatch =
        allNames.some((n) => has(n, 'mismatch')) ||
        options.outcome === 'fail' ||
        (options.outcome === 'random' && random() < 0.25);
      if (forcedMismatch) {
        return { ...base, faceMatchScore: round4(0.2 + h * 0.29), reason: 'FACE_MISMATCH' };
      }
      return { ...base, faceMatchScore: round4(0.9 + h * 0.09), faceMatchPassed: true };
    },
  };
}
