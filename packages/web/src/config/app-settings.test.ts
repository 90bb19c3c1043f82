import { describe, expect, it } from 'vitest';
import { readAppSettings } from './app-settings.ts';

describe('readAppSettings', () => {
  it('gives the demo’s values when nothing is set', () => {
    expect(readAppSettings({})).toEqual({
      supportPhone: '0113 496 0000',
      appTeamPhone: '0113 496 0999',
      supportEmail: 'support@parts-portal.example',
      supportWebsite: 'https://parts-portal.example/help',
      returnsView: 'full',
      googleMapsApiKey: null,
    });
  });

  it('takes each variable as set, trimmed', () => {
    expect(
      readAppSettings({
        VITE_SUPPORT_PHONE: ' 01234 567890 ',
        VITE_APP_TEAM_PHONE: '0800 000 000',
        VITE_SUPPORT_EMAIL: 'help@factor.example',
        VITE_SUPPORT_WEBSITE: 'https://factor.example',
        VITE_RETURNS_VIEW: 'NONE',
        VITE_GOOGLE_MAPS_API_KEY: 'AIza-test',
      }),
    ).toEqual({
      supportPhone: '01234 567890',
      appTeamPhone: '0800 000 000',
      supportEmail: 'help@factor.example',
      supportWebsite: 'https://factor.example',
      returnsView: 'none',
      googleMapsApiKey: 'AIza-test',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(
      readAppSettings({ VITE_GOOGLE_MAPS_API_KEY: '  ', VITE_RETURNS_VIEW: '' }),
    ).toMatchObject({ googleMapsApiKey: null, returnsView: 'full' });
  });
});
