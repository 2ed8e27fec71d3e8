import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../../test/render';
import {
  FaceVerificationDialog,
  faceVerifyButtonKey,
  RetakeSelfieDialog,
  type FaceVerificationOutcome,
} from './face-verification-dialog';

const outcome = (patch: Partial<FaceVerificationOutcome>): FaceVerificationOutcome => ({
  passed: false,
  nextAction: 'CONTINUE',
  reason: null,
  messageKey: 'kyc.passed',
  message: 'msg',
  attemptsLeft: 3,
  ...patch,
});

describe('faceVerifyButtonKey', () => {
  it('reads Re-Take ID only for a failure whose next action is RETAKE_ID', () => {
    expect(faceVerifyButtonKey(outcome({ passed: true }))).toBe('faceVerify.continue');
    expect(faceVerifyButtonKey(outcome({ nextAction: 'CONTINUE' }))).toBe('faceVerify.continue');
    expect(faceVerifyButtonKey(outcome({ nextAction: 'RETAKE_ID' }))).toBe('faceVerify.retakeId');
  });
});

describe('FaceVerificationDialog', () => {
  it('a pass offers Continue', async () => {
    const onContinue = vi.fn();
    renderPage(
      <FaceVerificationDialog outcome={outcome({ passed: true })} onContinue={onContinue} onRetakeId={vi.fn()} />,
    );
    expect(await screen.findByText('Face verification passed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalled();
  });

  it('a face mismatch explains what to fix and offers Re-Take ID', async () => {
    const onRetakeId = vi.fn();
    renderPage(
      <FaceVerificationDialog
        outcome={outcome({ nextAction: 'RETAKE_ID', reason: 'FACE_MISMATCH', attemptsLeft: 2 })}
        onContinue={vi.fn()}
        onRetakeId={onRetakeId}
      />,
    );
    // The title names the check that failed (issue 15 item 6).
    expect(await screen.findByRole('dialog', { name: 'Face match failed' })).toBeInTheDocument();
    expect(screen.getByText('2 attempts left')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Re-Take ID' }));
    expect(onRetakeId).toHaveBeenCalled();
  });

  it('an unreadable ID is named as such, not as a failed face verification', async () => {
    renderPage(
      <FaceVerificationDialog
        outcome={outcome({ nextAction: 'RETAKE_ID', reason: 'DOCUMENT_UNREADABLE' })}
        onContinue={vi.fn()}
        onRetakeId={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'We could not read your ID document' });
    expect(dialog).toHaveTextContent('with all four corners visible');
    expect(screen.queryByText(/face verification failed/i)).not.toBeInTheDocument();
  });

  it('an error whose next action is CONTINUE reads Continue', async () => {
    renderPage(
      <FaceVerificationDialog
        outcome={outcome({ nextAction: 'CONTINUE' })}
        onContinue={vi.fn()}
        onRetakeId={vi.fn()}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-Take ID' })).not.toBeInTheDocument();
  });

  it('a liveness failure opens the Retake selfie dialog instead', async () => {
    const failed = outcome({ nextAction: 'RETAKE_SELFIE', reason: 'LIVENESS_FAILED' });
    renderPage(
      <>
        <FaceVerificationDialog outcome={failed} onContinue={vi.fn()} onRetakeId={vi.fn()} />
        <RetakeSelfieDialog outcome={failed} onRetake={vi.fn()} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Retake selfie' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Liveness check failed' })).toBeInTheDocument();
  });
});
