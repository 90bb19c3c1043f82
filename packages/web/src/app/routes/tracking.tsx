import { useOutletContext } from 'react-router-dom';
import { TrackingScreen } from '../../features/tracking/components/tracking-screen.tsx';
import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';
import type { Session } from '../../lib/session/use-session.ts';
import { HiddenScreenHeading } from '../../components/ui/hidden-screen-heading.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';

export function Component() {
  const session = useOutletContext<Session>();
  const { googleMapsApiKey } = useRuntimeConfig();
  return (
    <>
      <PageTitle screen="Tracking" />
      <HiddenScreenHeading screen="Tracking" />
      <TrackingScreen
        companyHost={session.companyHosts.company}
        customerKeyCode={session.user.CustomerKeyCode}
        mapsApiKey={googleMapsApiKey}
      />
    </>
  );
}
