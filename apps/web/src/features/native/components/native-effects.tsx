import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { href } from '@harta/contracts/routes';
import { useAuth } from '../../../lib/auth/auth-context';
import { useDeviceBlocked } from '../hooks/use-device-integrity';
import { BiometricOffer } from './biometric-offer';
import { ExitPrompt } from './exit-prompt';
import { UpdatePrompt } from './update-prompt';

/**
 * What the native app does around every page (mounted by the layout in the native app only): the device
 * security check (a rooted or jailbroken device goes to vapt and stays there, logged out), the app update check,
 * the back button's exit prompt, and the biometric activation prompt after a password login.
 */
export function NativeEffects() {
  const blocked = useDeviceBlocked();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const vapt = href.to('vapt');
  const { status, logout } = auth;

  useEffect(() => {
    if (blocked && pathname !== vapt) navigate(vapt, { replace: true });
  }, [blocked, pathname, navigate, vapt]);

  useEffect(() => {
    if (blocked && status === 'authenticated') void logout();
  }, [blocked, status, logout]);

  return (
    <>
      <ExitPrompt />
      {!blocked && <UpdatePrompt />}
      {!blocked && <BiometricOffer />}
    </>
  );
}

export default NativeEffects;
