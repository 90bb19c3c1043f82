import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';

export function Component() {
  return <PlaceholderScreen title="Settings" />;
}
