import { describe, expect, it } from 'vitest';
import { approvalMail, clientFacingReason, rejectionMail } from './decision-mail';

const ctx = {
  to: 'farah@example.com',
  givenName: 'Farah',
  language: 'en',
  loginUrl: 'https://harta.example/user-login',
  supportEmail: 'support@harta.example',
};

describe('decision e-mails', () => {
  it('cleans the reason the reviewer typed: no control characters, no runs of blank lines', () => {
    expect(clientFacingReason('  First line.  \r\n\r\n\r\n\r\nSecond\tline.\u0007  ')).toBe(
      'First line.\n\nSecond line.',
    );
  });

  it('puts the reason in a letter that says what it means, where to ask and from when to apply again', () => {
    const mail = rejectionMail(
      {
        ...ctx,
        reapply: { from: new Date('2026-11-24T18:00:00Z'), registrationUrl: 'https://harta.example/registration' },
      },
      'Your ID photo was unreadable.',
    );
    expect(mail).toMatchObject({ to: 'farah@example.com', subject: 'Your Harta application' });
    expect(mail.text).toBe(
      [
        'Dear Farah,',
        'Thank you for applying to open an account with Harta. We have reviewed your application and are unable to open an account for you at this time.',
        "Our review team's explanation:\nYour ID photo was unreadable.",
        'If you have questions, or can give us information that changes the picture, reply to support@harta.example.',
        // 18:00 UTC is 02:00 the next day in Kuala Lumpur.
        'You may apply again from 25 Nov 2026: sign up at https://harta.example/registration with this e-mail address and a new application starts.',
        'Harta',
      ].join('\n\n'),
    );
  });

  it('tells an approved client where to log in', () => {
    const mail = approvalMail(ctx);
    expect(mail.subject).toBe('Your Harta account is approved');
    expect(mail.text).toContain('https://harta.example/user-login');
  });

  it('writes to a client who chose Bahasa Melayu in Malay, dates included', () => {
    const mail = rejectionMail(
      {
        ...ctx,
        language: 'ms',
        reapply: { from: new Date('2026-08-09T18:00:00Z'), registrationUrl: 'https://harta.example/registration' },
      },
      'Foto ID anda tidak dapat dibaca.',
    );
    expect(mail.subject).toBe('Permohonan Harta anda');
    expect(mail.text).toContain('Farah yang dihormati,');
    expect(mail.text).toContain('Anda boleh memohon semula mulai 10 Ogo 2026');
    expect(approvalMail({ ...ctx, language: 'ms' }).subject).toBe('Akaun Harta anda telah diluluskan');
  });
});
