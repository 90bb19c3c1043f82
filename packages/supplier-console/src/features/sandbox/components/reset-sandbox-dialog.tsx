import { Button, Dialog } from '@garage/app-kit';
import { useNavigate } from 'react-router-dom';
import shared from '../../../styles/shared.module.css';
import { useDemoResetSandbox } from '../api/demo-reset-sandbox.ts';
import styles from './reset-sandbox-dialog.module.css';

type Props = { isShared: boolean; onClose: () => void };

/**
 * Asks before resetting the whole demo; once reset, back to the list (the enquiry on the right
 * may no longer exist).
 */
export function ResetSandboxDialog({ isShared, onClose }: Props) {
  const reset = useDemoResetSandbox();
  const navigate = useNavigate();
  return (
    <Dialog title="Reset this demo?" onClose={onClose}>
      <p>
        Everything done in it is lost: enquiries, messages, the clock, faults and sign-ins. It
        starts again as it began, at the same address.
      </p>
      {isShared && <p>This is the shared demo: it is reset for everyone using it.</p>}
      <div className={styles.actions}>
        <Button data-autofocus onClick={onClose}>
          Keep it
        </Button>
        <Button
          className={shared.danger}
          disabled={reset.isPending}
          onClick={() =>
            reset.mutate(undefined, {
              onSuccess: () => void navigate('/'),
              onSettled: onClose,
            })
          }
        >
          Yes, reset this demo
        </Button>
      </div>
    </Dialog>
  );
}
