/**
 * Set just before a biometric login hands its tokens to the session, so the post-login effects can tell it
 * from a password login (only a password login offers biometric activation). In memory: it lives for one
 * hand-over only.
 */
let biometricLoginPending = false;

export function markBiometricLogin(): void {
  biometricLoginPending = true;
}

/** True once after {@link markBiometricLogin}. */
export function takeBiometricLoginMark(): boolean {
  const marked = biometricLoginPending;
  biometricLoginPending = false;
  return marked;
}
