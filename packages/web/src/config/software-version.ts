/** Spec section 9: the portal's software version, shown in Settings. */
export const softwareVersion = '1.1.2';
