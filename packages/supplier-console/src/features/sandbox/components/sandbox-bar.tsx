import { Button } from '@garage/app-kit';
import { useState } from 'react';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { useDemoExportSandbox } from '../api/demo-export-sandbox.ts';
import { useDemoGetSandbox } from '../api/demo-get-sandbox.ts';
import { idleText, sandboxName } from '../lib/sandbox-text.ts';
import { ResetSandboxDialog } from './reset-sandbox-dialog.tsx';
import styles from './sandbox-bar.module.css';

/**
 * Which demo the console plays (docs/supplier-console.md#sandboxes), and ways to save it as a
 * file and to reset it.
 */
export function SandboxBar() {
  const sandbox = useDemoGetSandbox();
  const save = useDemoExportSandbox();
  const [confirming, setConfirming] = useState(false);
  const idle = sandbox.data && idleText(sandbox.data);
  return (
    <div className={styles.sandbox} role="group" aria-label="This demo">
      <p className={styles.about}>
        <strong>{sandbox.data ? sandboxName(sandbox.data) : '…'}</strong>
        {idle && <span className={styles.idle}>{idle}</span>}
      </p>
      <Button className={styles.barButton} disabled={save.isPending} onClick={() => save.mutate()}>
        Save this demo
      </Button>
      <Button className={styles.barButton} onClick={() => setConfirming(true)}>
        Reset this demo…
      </Button>
      {sandbox.isError && (
        <ErrorMessage error={sandbox.error} onRetry={() => void sandbox.refetch()} />
      )}
      {confirming && (
        <ResetSandboxDialog
          isShared={sandbox.data?.id === null}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
