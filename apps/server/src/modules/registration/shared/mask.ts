/** 'aisyah@example.com' → 'a*****@example.com'. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}${'*'.repeat(Math.max(at - 1, 1))}${email.slice(at)}`;
}

/** '+60123456789' → '+6012****789'. */
export function maskPhone(phone: string): string {
  if (phone.length < 8) return '***';
  return `${phone.slice(0, 5)}${'*'.repeat(phone.length - 8)}${phone.slice(-3)}`;
}
