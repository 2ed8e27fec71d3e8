import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../../../../test/render';
import { SignupStep } from './signup-step';

describe('SignupStep', () => {
  it("fills in the referral code from a friend's invitation link, upper case, and keeps it editable", async () => {
    renderPage(<SignupStep referralCode="k7m2qx9p" onSignedUp={vi.fn()} />);
    const field = await screen.findByLabelText('Referral code (optional)');
    expect(field).toHaveValue('K7M2QX9P');
    expect(field).not.toHaveAttribute('readonly');
  });

  it('leaves the field empty for something that is not a code', async () => {
    renderPage(<SignupStep referralCode="<script>" onSignedUp={vi.fn()} />);
    expect(await screen.findByLabelText('Referral code (optional)')).toHaveValue('');
  });
});
