import { Navigate, useNavigate } from 'react-router-dom';
import { basePath } from '../../config/base-path.ts';
import { paths } from '../../config/paths.ts';
import { LoginScreen } from '../../features/auth/components/login-screen.tsx';
import { useCompanyInfo } from '../../lib/session/get-company-info.ts';
import { useGarageUser } from '../../lib/session/get-garage-user.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';

export function Component() {
  const navigate = useNavigate();
  const company = useCompanyInfo();
  const user = useGarageUser();
  // A visitor on /login goes to / once company and user are loaded (docs/screens.md#login).
  if (company.data && user.data) return <Navigate to={paths.home} replace />;
  return (
    <>
      <PageTitle screen="Enter license code" />
      <LoginScreen
        onActivated={() => void navigate(paths.home, { replace: true })}
        onActivationFailed={() => window.location.assign(`${basePath()}${paths.home}`)}
      />
    </>
  );
}
