import { PlaceholderScreen } from '../../components/ui/placeholder-screen.tsx';

// Screens whose issues have not landed yet; each route stays reachable and titled.
export const TrackingPlaceholder = () => <PlaceholderScreen title="Tracking" />;
export const ReturnsPlaceholder = () => <PlaceholderScreen title="Returns" />;
export const NewsPlaceholder = () => <PlaceholderScreen title="News" />;
export const SettingsPlaceholder = () => <PlaceholderScreen title="Settings" />;
