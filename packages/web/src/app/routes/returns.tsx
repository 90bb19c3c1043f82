import { useOutletContext } from 'react-router-dom';
import { appSettings } from '../../config/app-settings.ts';
import { ReturnsScreen } from '../../features/returns/components/returns-screen.tsx';
import type { Session } from '../../lib/session/use-session.ts';

export function Component() {
  const session = useOutletContext<Session>();
  return (
    <ReturnsScreen
      companyHost={session.companyHosts.company}
      customerKeyCode={session.user.CustomerKeyCode}
      returnsView={appSettings.returnsView}
    />
  );
}
