import { useNavigate, useSearchParams } from 'react-router';
import { LoginScreen, RETURN_TO_PARAM, safeReturnPath } from '@/features/auth';

/** /login: after signing in, back to the page the user came from, else the homework list. */
export function LoginRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return <LoginScreen onSuccess={() => navigate(safeReturnPath(params.get(RETURN_TO_PARAM)), { replace: true })} />;
}
