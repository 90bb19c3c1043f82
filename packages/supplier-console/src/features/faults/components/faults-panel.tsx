import { Button, visuallyHidden } from '@garage/app-kit';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { useDemoAddFault } from '../api/demo-add-fault.ts';
import { useDemoClearFaults } from '../api/demo-clear-faults.ts';
import { useDemoExpireTokens } from '../api/demo-expire-tokens.ts';
import { useDemoListFaults } from '../api/demo-list-faults.ts';
import { useDemoRemoveFault } from '../api/demo-remove-fault.ts';
import { faultPresets, type FaultPreset } from '../lib/fault-presets.ts';
import shared from '../../../styles/shared.module.css';
import { CustomFaultForm } from './custom-fault-form.tsx';
import styles from './faults-panel.module.css';

const ruleText = ({
  latencyMs,
  errorRate,
  status,
}: {
  latencyMs: number;
  errorRate: number;
  status: number;
}) =>
  [
    latencyMs > 0 ? `waits ${latencyMs} ms` : '',
    errorRate > 0 ? `${Math.round(errorRate * 100)}% answer ${status}` : '',
  ]
    .filter(Boolean)
    .join(', ');

/** Trouble for the portal: network presets, rules of one's own, and the rules in force. */
export function FaultsPanel() {
  const faults = useDemoListFaults();
  const add = useDemoAddFault();
  const remove = useDemoRemoveFault();
  const clear = useDemoClearFaults();
  const expire = useDemoExpireTokens();
  const apply = (preset: FaultPreset) => (preset.rule ? add.mutate(preset.rule) : expire.mutate());
  return (
    <section aria-labelledby="faults-heading">
      <h2 id="faults-heading">Faults</h2>
      <p className={shared.muted}>
        Faults touch the portal’s calls to the supplier only, never this console.
      </p>
      <ul className={styles.presets}>
        {faultPresets.map((preset) => (
          <li key={preset.label}>
            <Button onClick={() => apply(preset)}>{preset.label}</Button>
            <span className={shared.muted}>{preset.effect}</span>
          </li>
        ))}
      </ul>
      <CustomFaultForm />
      <h3>Rules in force</h3>
      {faults.isError && (
        <ErrorMessage error={faults.error} onRetry={() => void faults.refetch()} />
      )}
      {faults.data?.length === 0 && (
        <p className={shared.muted}>None: the supplier answers normally.</p>
      )}
      {faults.data && faults.data.length > 0 && (
        <>
          <div className={shared.tableScroll}>
            <table>
              <thead>
                <tr>
                  <th>Path</th>
                  <th>Effect</th>
                  <th>Matched</th>
                  <th>Failed</th>
                  <th>
                    <span className={visuallyHidden}>Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {faults.data.map((rule) => (
                  <tr key={rule.id}>
                    <td>
                      <code>{rule.pathPattern}</code>
                    </td>
                    <td>{ruleText(rule)}</td>
                    <td>{rule.matched}</td>
                    <td>{rule.failed}</td>
                    <td>
                      <Button
                        aria-label={`Remove rule ${rule.id}`}
                        onClick={() => remove.mutate(rule.id)}
                      >
                        Remove
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button className={shared.danger} onClick={() => clear.mutate(undefined)}>
            Remove every rule
          </Button>
        </>
      )}
    </section>
  );
}
