import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { href } from '@harta/contracts/routes';
import { useAuth } from '../../lib/auth/auth-context';

/** Logout from a menu or button: end the session, then show the login page. */
export function useLogoutAction() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    navigate(href.to('userLogin'), { replace: true });
  }, [logout, navigate]);
}
