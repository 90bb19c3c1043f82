import { storageKey } from '../../../config/base-path.ts';

// An activation answered 500 forgets the device id and reloads the portal at / (the
// requirements' error catalogue), which lands on empty licence boxes: without a word the garage
// could not tell anything happened. The screen says so after that reload, once
// (docs/readings.md#known-differences, 7).

/** What the licence screen says after the reload that follows an activation answered 500. */
export const failedActivationMessage =
  "Activation failed on the supplier's side. Please enter your license code again.";

/** sessionStorage: the tab's own, kept over the reload and gone with the tab. */
const failedActivationKey = 'activationFailed';
const key = () => storageKey(failedActivationKey);

/** Before the reload: the next licence screen in this tab says the activation failed. */
export function rememberFailedActivation(storage: Storage): void {
  try {
    storage.setItem(key(), '1');
  } catch {
    // A browser that keeps nothing shows the empty screen, as the requirements have it.
  }
}

/** Whether the activation before the reload failed; does not forget it (see forget…). */
export function failedActivationRemembered(storage: Storage): boolean {
  try {
    return storage.getItem(key()) !== null;
  } catch {
    return false;
  }
}

/** Once shown: another reload shows the screen without it. */
export function forgetFailedActivation(storage: Storage): void {
  try {
    storage.removeItem(key());
  } catch {
    // Nothing was kept, so nothing shows again.
  }
}
