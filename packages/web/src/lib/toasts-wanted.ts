/**
 * An event on window that code raising a toast no click asked for dispatches, so the toasts'
 * code, otherwise loaded at the first interaction, loads for it (app/provider.tsx).
 */
export const toastsWantedEvent = 'portal:toasts-wanted';
