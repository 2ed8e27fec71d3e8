import { useSearchParams } from 'react-router';
import { Pages } from './lazy-pages';

/**
 * /user-login, or the password-reset form when opened from the e-mailed link (`/user-login?reset=<token>`, the
 * format the server sends). Kept here because the login page and the reset form are separate features.
 */
export function UserLoginRoute() {
  const [params] = useSearchParams();
  return params.has('reset') ? <Pages.ResetPassword /> : <Pages.Login />;
}
