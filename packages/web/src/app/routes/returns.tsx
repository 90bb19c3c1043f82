import { useOutletContext } from 'react-router-dom';
import { ReturnsScreen } from '../../features/returns/components/returns-screen.tsx';
import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';
import type { Session } from '../../lib/session/use-session.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';

export function Component() {
  const session = useOutletContext<Session>();
  const { returnsView } = useRuntimeConfig();
  return (
    <>
      <PageTitle screen="Returns" />
      <ReturnsScreen
        companyHost={session.companyHosts.company}
        customerKeyCode={session.user.CustomerKeyCode}
        returnsView={returnsView}
      />
    </>
  );
}
