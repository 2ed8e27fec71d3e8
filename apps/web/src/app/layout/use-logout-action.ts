import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { afterLogoutPath } from '../../lib/auth/after-logout';
import { useAuth } from '../../lib/auth/auth-context';

/** Logout from a menu or button: end the session, then show the login page (the home screen in the native app). */
export function useLogoutAction() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    navigate(afterLogoutPath(), { replace: true });
  }, [logout, navigate]);
}
