import { useOutletContext } from 'react-router-dom';
import { SettingsScreen } from '../../features/settings/components/settings-screen.tsx';
import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';
import type { Session } from '../../lib/session/use-session.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';

export function Component() {
  const { user } = useOutletContext<Session>();
  return (
    <>
      <PageTitle screen="Settings" />
      <SettingsScreen user={user} settings={useRuntimeConfig()} />
    </>
  );
}
