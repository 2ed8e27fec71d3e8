import { formatMessage, messagesEn, type MessageKey } from '@harta/contracts/messages';
import {
  KYC_MAX_MATCHING_ATTEMPTS,
  requiredDocumentTypes,
  type DocumentMatchingResult,
  type IdType,
  type KycFailureReason,
  type KycNextAction,
  type LiveDetectionInfo,
} from '@harta/contracts/schemas/registration-documents';
import type { EkycProvider } from '../../providers/ekyc/ekyc-provider';
import { AppError, ServiceUnavailableError } from '../../plugins/errors/app-error';
import type { ClientRow } from '../clients/client.repository';
import { advanceStep } from '../registration/shared/client-steps';
import { readDocumentFile, type DocumentDeps } from './documents.service';
import {
  currentDocuments,
  getKycState,
  lastCheck,
  recordCheck,
  releaseAttempt,
  reserveAttempt,
  type DocumentRow,
} from './kyc.repository';

export const IDENTITY_STEP = 4;
const NEXT_STEP = 5;

/** What the app does after each failure: a bad ID photo or a face mismatch → new ID photo; liveness → new selfie. */
export const NEXT_ACTION_BY_REASON: Record<KycFailureReason, KycNextAction> = {
  DOCUMENT_UNREADABLE: 'RETAKE_ID',
  FACE_MISMATCH: 'RETAKE_ID',
  LIVENESS_FAILED: 'RETAKE_SELFIE',
};

export interface MatchingDeps extends DocumentDeps {
  ekyc: EkycProvider;
}

function messageKeyOf(reason: KycFailureReason | null): MessageKey {
  return reason ? (`kyc.reason.${reason}` as MessageKey) : 'kyc.passed';
}

/**
 * One e-KYC matching attempt on the client's current documents. At most {@link KYC_MAX_MATCHING_ATTEMPTS}
 * attempts (taken atomically before the provider is called; given back if the provider fails); then 409
 * KYC_ATTEMPTS_EXHAUSTED until staff reset them. A pass moves the client to step 5. A client who already
 * passed with these documents gets the pass again without using an attempt.
 */
export async function runMatching(deps: MatchingDeps, client: ClientRow): Promise<DocumentMatchingResult> {
  const { db } = deps;
  const documents = await currentDocuments(db, client.clientId);
  const idType = (documents.at(-1)?.idType as IdType | undefined) ?? 'MYKAD';
  const byType = new Map(documents.map((d) => [d.documentType, d] as const));
  const missing = requiredDocumentTypes(idType).filter((t) => !byType.has(t));
  if (missing.length > 0) {
    throw new AppError(
      409,
      'KYC_DOCUMENTS_MISSING',
      formatMessage('kyc.documentsMissing', { missing: missing.join(', ') }),
    );
  }

  const state = await getKycState(db, client.clientId);
  if (state?.passed) {
    const last = await lastCheck(db, client.clientId);
    return {
      passed: true,
      score: Number(last?.score ?? 1),
      reason: null,
      messageKey: 'kyc.passed',
      message: messagesEn['kyc.passed'],
      attemptsUsed: state.attemptsUsed,
      attemptsLeft: Math.max(KYC_MAX_MATCHING_ATTEMPTS - state.attemptsUsed, 0),
      nextAction: 'CONTINUE',
      currentStep: await advanceStep(db, client.clientId, NEXT_STEP),
      sandbox: last?.sandbox ?? deps.ekyc.sandbox,
    };
  }

  const attemptNo = await reserveAttempt(db, client.clientId);
  if (attemptNo === null) {
    throw new AppError(409, 'KYC_ATTEMPTS_EXHAUSTED', messagesEn['kyc.attemptsExhausted']);
  }

  const image = async (row: DocumentRow) => ({
    data: await readDocumentFile(deps, row),
    contentType: row.contentType,
    fileName: row.fileName,
  });
  let verification;
  try {
    const idBack = byType.get('ID_BACK');
    verification = await deps.ekyc.verify({
      reference: `${client.guid}-${attemptNo}`,
      idType,
      idFront: await image(byType.get('ID_FRONT')!),
      idBack: idType === 'PASSPORT' || !idBack ? null : await image(idBack),
      selfie: await image(byType.get('SELFIE')!),
    });
  } catch (err) {
    await releaseAttempt(db, client.clientId);
    throw Object.assign(new ServiceUnavailableError(), { cause: err });
  }

  const passed = verification.reason === null && verification.faceMatchPassed;
  const reason: KycFailureReason | null = passed ? null : (verification.reason ?? 'FACE_MISMATCH');
  const nextAction: KycNextAction = reason ? NEXT_ACTION_BY_REASON[reason] : 'CONTINUE';
  await recordCheck(db, {
    clientId: client.clientId,
    attemptNo,
    passed,
    score: verification.faceMatchScore.toFixed(4),
    livenessScore: verification.livenessScore.toFixed(4),
    reason,
    nextAction,
    provider: verification.provider,
    providerReference: verification.providerReference,
    sandbox: verification.sandbox,
  });
  const currentStep = passed ? await advanceStep(db, client.clientId, NEXT_STEP) : client.currentStep;
  const messageKey = messageKeyOf(reason);
  return {
    passed,
    score: verification.faceMatchScore,
    reason,
    messageKey,
    message: messagesEn[messageKey],
    attemptsUsed: attemptNo,
    attemptsLeft: KYC_MAX_MATCHING_ATTEMPTS - attemptNo,
    nextAction,
    currentStep,
    sandbox: verification.sandbox,
  };
}

export async function liveDetectionInfo(deps: Pick<DocumentDeps, 'db'>, clientId: number): Promise<LiveDetectionInfo> {
  const [state, last, documents] = await Promise.all([
    getKycState(deps.db, clientId),
    lastCheck(deps.db, clientId),
    currentDocuments(deps.db, clientId),
  ]);
  const attemptsUsed = state?.attemptsUsed ?? 0;
  return {
    passed: state?.passed ?? false,
    attemptsUsed,
    attemptsLeft: Math.max(KYC_MAX_MATCHING_ATTEMPTS - attemptsUsed, 0),
    maxAttempts: KYC_MAX_MATCHING_ATTEMPTS,
    locked: !state?.passed && attemptsUsed >= KYC_MAX_MATCHING_ATTEMPTS,
    selfieUploaded: documents.some((d) => d.documentType === 'SELFIE'),
    lastAttempt: last
      ? {
          passed: last.passed,
          score: Number(last.score),
          reason: last.reason as KycFailureReason | null,
          nextAction: last.nextAction as KycNextAction,
          checkedAt: last.createdAt.toISOString(),
        }
      : null,
  };
}
