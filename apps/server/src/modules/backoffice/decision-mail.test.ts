import { describe, expect, it } from 'vitest';
import { approvalMail, clientFacingReason, rejectionMail } from './decision-mail';

const ctx = {
  to: 'farah@example.com',
  givenName: 'Farah',
  loginUrl: 'https://harta.example/user-login',
  supportEmail: 'support@harta.example',
};

describe('decision e-mails', () => {
  it('cleans the reason the reviewer typed: no control characters, no runs of blank lines', () => {
    expect(clientFacingReason('  First line.  \r\n\r\n\r\n\r\nSecond\tline.\u0007  ')).toBe(
      'First line.\n\nSecond line.',
    );
  });

  it('puts the reason in a letter that says what it means and where to ask', () => {
    const mail = rejectionMail(ctx, 'Your ID photo was unreadable.');
    expect(mail).toMatchObject({ to: 'farah@example.com', subject: 'Your Harta application' });
    expect(mail.text).toBe(
      [
        'Dear Farah,',
        'Thank you for applying to open an account with Harta. We have reviewed your application and are unable to open an account for you at this time.',
        "Our review team's explanation:\nYour ID photo was unreadable.",
        'If you have questions, or can give us information that changes the picture, reply to support@harta.example. You may apply again once the matter above is resolved.',
        'Harta',
      ].join('\n\n'),
    );
  });

  it('tells an approved client where to log in', () => {
    const mail = approvalMail(ctx);
    expect(mail.subject).toBe('Your Harta account is approved');
    expect(mail.text).toContain('https://harta.example/user-login');
  });
});
