import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { href } from '@harta/contracts/routes';
import { rememberReturnTo } from '../../lib/auth/return-to';
import { onSessionEvent } from '../../lib/auth/session-events';

/** session_terminated / session_error → user-login, remembering the page so login can return to it. */
export function useSessionRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef(location);
  useEffect(() => {
    current.current = location;
  }, [location]);

  useEffect(
    () =>
      onSessionEvent(() => {
        const { pathname, search } = current.current;
        if (pathname !== href.to('userLogin')) rememberReturnTo(`${pathname}${search}`);
        navigate(href.to('userLogin'), { replace: true });
      }),
    [navigate],
  );
}
