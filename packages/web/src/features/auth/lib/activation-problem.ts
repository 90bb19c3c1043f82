import { isNetworkFailure } from '../../../lib/connectivity.ts';

/** The activation call got no answer: the network, or the supplier's host, is out of reach. */
export const noConnectionMessage =
  'No connection to the supplier. Check your internet connection and try again.';

/** The supplier answered but did not activate the device, in a way the garage cannot fix. */
export const notActivatedMessage =
  'The supplier could not activate this device. Try again in a moment.';

/**
 * What the licence screen says when activation failed other than by a wrong code (404), a wait
 * (429) or a 500 (docs/supplier-calls.md#activation): no answer at all is no connection; any
 * other failure (another status, a 202 without a token) is the supplier's.
 */
export function activationProblem(error: unknown): string {
  return isNetworkFailure(error) ? noConnectionMessage : notActivatedMessage;
}
