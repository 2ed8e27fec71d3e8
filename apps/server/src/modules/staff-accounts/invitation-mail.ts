import type { StaffRole } from '@harta/contracts/staff-roles';
import type { MailLanguage } from '../mail/mail-language';
import type { MailMessage } from '../mail/mail-service';

/** The e-mail inviting a new staff member to choose their password (docs/backoffice.md, "Staff accounts"). */
export function staffInvitationEmail(
  invite: { to: string; name: string; inviter: string; roles: readonly StaffRole[]; link: string },
  m: MailLanguage,
): MailMessage {
  const roles = invite.roles.map((role) => m.text(`staffRole.${role}`)).join(', ');
  return {
    to: invite.to,
    subject: m.text('staffInvite.subject'),
    text: [
      m.text('mail.hello', { name: invite.name }),
      '',
      m.text('staffInvite.intro', { inviter: invite.inviter, roles }),
      '',
      m.text('staffInvite.link'),
      '',
      invite.link,
      '',
      m.text('staffInvite.ignore'),
      '',
      m.text('mail.signature'),
    ].join('\n'),
  };
}
