import { Button } from '@garage/app-kit';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { OfflineReason } from '../../../components/ui/offline-reason.tsx';
import { clearDeviceId } from '../../../lib/device-id.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { useActivateDevice } from '../api/use-activate-device.ts';
import { activationProblem } from '../lib/activation-problem.ts';
import {
  failedActivationMessage,
  failedActivationRemembered,
  forgetFailedActivation,
  rememberFailedActivation,
} from '../lib/failed-activation-notice.ts';
import { completeCode, emptyCode, type Code } from '../lib/licence-code.ts';
import { throttledMessage } from '../lib/throttled-message.ts';
import { LicenceCodeInput } from './licence-code-input.tsx';
import styles from './login-screen.module.css';

type Props = {
  /** Where an activated device goes next (the home screen). */
  onActivated: () => void;
  /** After a failed activation (500): the portal reloads from the home screen. */
  onActivationFailed: () => void;
};

export function LoginScreen({ onActivated, onActivationFailed }: Props) {
  const [code, setCode] = useState<Code>(emptyCode);
  /**
   * Why the last try did not activate: 'Invalid license code', how long to wait, or what failed;
   * on the first screen after a 500's reload, that the activation failed.
   */
  const [problem, setProblem] = useState(() =>
    failedActivationRemembered(sessionStorage) ? failedActivationMessage : '',
  );
  // Said once: forgotten as soon as it is on screen, so another reload shows none. Forgotten in
  // an effect, not while rendering, so a render React does twice reads it both times.
  useEffect(() => forgetFailedActivation(sessionStorage), []);
  const activation = useActivateDevice();
  // Offline, activating waits for the connection; the typed code stays (docs/offline.md).
  const online = useOnline();
  const offlineReasonId = useId();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const entered = completeCode(code);
    // With fewer than 8 digits nothing happens.
    if (entered === null || activation.isPending || !online) return;
    setProblem('');
    activation.mutate(entered, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'activated') onActivated();
        if (outcome.kind === 'invalid-code') setProblem('Invalid license code');
        // The typed code stays, to try again once the wait is over.
        if (outcome.kind === 'throttled') setProblem(throttledMessage(outcome.waitSeconds));
        if (outcome.kind === 'failed') {
          // A 500: the stored notification (device) id is cleared before the reload, and the
          // screen after the reload says the activation failed.
          clearDeviceId(localStorage);
          rememberFailedActivation(sessionStorage);
          onActivationFailed();
        }
      },
      // Any other failure says what happened, no connection or the supplier's refusal, and
      // keeps the code for another try (docs/supplier-calls.md#activation).
      onError: (error) => {
        console.error('Activation failed', error);
        setProblem(activationProblem(error));
      },
    });
  };

  return (
    <main className={styles.screen}>
      <form className={styles.card} onSubmit={submit}>
        <h1 className={styles.title}>Enter license code</h1>
        <LicenceCodeInput
          code={code}
          onChange={(next) => {
            setCode(next);
            setProblem('');
          }}
        />
        <p className={styles.error} role="alert">
          {problem}
        </p>
        <Button
          variant="primary"
          className={styles.activate}
          type="submit"
          disabled={activation.isPending || !online}
          aria-describedby={online ? undefined : offlineReasonId}
        >
          ACTIVATE
        </Button>
        <OfflineReason id={offlineReasonId} />
      </form>
    </main>
  );
}
