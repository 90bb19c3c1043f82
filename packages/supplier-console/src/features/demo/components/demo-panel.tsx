import { Button } from '@garage/app-kit';
import { useState } from 'react';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { useDemoListLicences } from '../api/demo-list-licences.ts';
import { useDemoResetStore } from '../api/demo-reset-store.ts';
import shared from '../../../styles/shared.module.css';

/** The demo itself: the licence codes to sign the portal in with, and a fresh start. */
export function DemoPanel() {
  const licences = useDemoListLicences();
  const reset = useDemoResetStore();
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="demo-heading">
      <h2 id="demo-heading">Demo data</h2>
      <h3>Licence codes</h3>
      <p className={shared.muted}>
        Activate the portal with one of these: each signs in as that user.
      </p>
      {licences.isError && (
        <ErrorMessage error={licences.error} onRetry={() => void licences.refetch()} />
      )}
      {licences.data && (
        <div className={shared.tableScroll}>
          <table>
            <thead>
              <tr>
                <th>Licence code</th>
                <th>User</th>
                <th>Garage</th>
              </tr>
            </thead>
            <tbody>
              {licences.data.map((licence) => (
                <tr key={licence.LicenceCode}>
                  <td>
                    <code>{licence.LicenceCode}</code>
                  </td>
                  <td>{licence.Fails ? '(activation fails with 500)' : licence.GarageUserName}</td>
                  <td>{licence.GarageName ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3>Start again</h3>
      <p className={shared.muted}>
        Every enquiry, message, delivery and activated device goes back to the seed. Fault rules and
        the clock stay as they are.
      </p>
      {confirming ? (
        <div className={shared.row} role="group" aria-label="Confirm the reset">
          <span>Reset the demo data for everyone?</span>
          <Button
            className={shared.danger}
            disabled={reset.isPending}
            onClick={() => reset.mutate(undefined, { onSettled: () => setConfirming(false) })}
          >
            Yes, reset
          </Button>
          <Button onClick={() => setConfirming(false)}>Keep the data</Button>
        </div>
      ) : (
        <Button className={shared.danger} onClick={() => setConfirming(true)}>
          Reset the demo data…
        </Button>
      )}
    </section>
  );
}
