import { useNavigate, useSearchParams } from 'react-router';
import { PhoneLoginScreen, RETURN_TO_PARAM, safeReturnPath } from '@/features/auth';
import { paths } from '@/config/paths';

/** /phoneLogin (phone mode): after signing in, back to where the user was, else the phone view. */
export function PhoneLoginRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = () => navigate(safeReturnPath(params.get(RETURN_TO_PARAM), paths.phoneView.path), { replace: true });
  return <PhoneLoginScreen onSuccess={back} />;
}
