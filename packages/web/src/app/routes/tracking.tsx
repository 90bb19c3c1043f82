import { useOutletContext } from 'react-router-dom';
import { appSettings } from '../../config/app-settings.ts';
import { TrackingScreen } from '../../features/tracking/components/tracking-screen.tsx';
import type { Session } from '../../lib/session/use-session.ts';

export function Component() {
  const session = useOutletContext<Session>();
  return (
    <TrackingScreen
      companyHost={session.companyHosts.company}
      customerKeyCode={session.user.CustomerKeyCode}
      mapsApiKey={appSettings.googleMapsApiKey}
    />
  );
}
