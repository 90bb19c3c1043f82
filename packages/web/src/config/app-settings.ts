// The portal's app-level settings, from the build's environment (Vite), for the screens that
// need them. Kept apart from the hosts (config/env.ts), which the first screen reads.

export type AppSettings = {
  /** The supplier's phone number, shown on the error page and in Settings' support card. */
  supportPhone: string;
  /** The app team's phone number, in Settings' support card. */
  appTeamPhone: string;
  supportEmail: string;
  supportWebsite: string;
  /** The Returns view's setting: `none` shows only the contact message (spec section 2). */
  returnsView: 'full' | 'none';
  /** Google Maps key; without one the tracking map is the offline schematic map. */
  googleMapsApiKey: string | null;
};

// The demo's values: a salesperson's build shows plausible contact details without setup.
const defaults: AppSettings = {
  supportPhone: '0113 496 0000',
  appTeamPhone: '0113 496 0999',
  supportEmail: 'support@parts-portal.example',
  supportWebsite: 'https://parts-portal.example/help',
  returnsView: 'full',
  googleMapsApiKey: null,
};

const text = (env: Record<string, unknown>, name: string) => {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** Reads the settings; an unset or empty variable keeps its default. */
export function readAppSettings(env: Record<string, unknown>): AppSettings {
  return {
    supportPhone: text(env, 'VITE_SUPPORT_PHONE') ?? defaults.supportPhone,
    appTeamPhone: text(env, 'VITE_APP_TEAM_PHONE') ?? defaults.appTeamPhone,
    supportEmail: text(env, 'VITE_SUPPORT_EMAIL') ?? defaults.supportEmail,
    supportWebsite: text(env, 'VITE_SUPPORT_WEBSITE') ?? defaults.supportWebsite,
    returnsView: text(env, 'VITE_RETURNS_VIEW')?.toLowerCase() === 'none' ? 'none' : 'full',
    googleMapsApiKey: text(env, 'VITE_GOOGLE_MAPS_API_KEY') ?? defaults.googleMapsApiKey,
  };
}

/** This build's settings. */
export const appSettings: AppSettings = readAppSettings(import.meta.env);
