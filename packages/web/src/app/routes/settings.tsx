import { useOutletContext } from 'react-router-dom';
import { appSettings } from '../../config/app-settings.ts';
import { SettingsScreen } from '../../features/settings/components/settings-screen.tsx';
import type { Session } from '../../lib/session/use-session.ts';

export function Component() {
  const { user } = useOutletContext<Session>();
  return <SettingsScreen user={user} settings={appSettings} />;
}
