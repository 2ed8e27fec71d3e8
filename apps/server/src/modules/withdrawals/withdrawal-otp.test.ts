import { describe, expect, it } from 'vitest';
import { maskMobile, withdrawalOtpSms } from './withdrawal-otp';

describe('the withdrawal code SMS', () => {
  it('names what the code confirms, in the client language', () => {
    expect(withdrawalOtpSms('123456', 150_050n, 'Retirement', 'en')).toBe(
      'Harta: your code to withdraw RM 1,500.50 from "Retirement" is 123456. Valid for 5 minutes. Never share it with anyone.',
    );
    expect(withdrawalOtpSms('123456', 'ALL', 'Persaraan', 'ms')).toBe(
      'Harta: kod anda untuk mengeluarkan semua daripada "Persaraan" ialah 123456. Sah selama 5 minit. Jangan kongsikan dengan sesiapa.',
    );
  });

  it('shows enough of the number to recognise it, not to read it', () => {
    expect(maskMobile('+60123456789')).toBe('+60*****6789');
  });
});
