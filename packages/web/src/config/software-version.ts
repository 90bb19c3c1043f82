/** The portal's software version, shown in Settings (docs/screens.md#settings). */
export const softwareVersion = '1.1.2';
