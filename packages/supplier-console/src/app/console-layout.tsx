import { Button } from '@garage/app-kit';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ClockBar } from '../features/clock/components/clock-bar.tsx';
import { useDemoGetClock } from '../features/clock/api/demo-get-clock.ts';
import { DemoPanel } from '../features/demo/components/demo-panel.tsx';
import type { EnquiryFilters } from '../features/enquiries/api/enquiries-keys.ts';
import { EnquiryList } from '../features/enquiries/components/enquiry-list.tsx';
import { useDemoListFaults } from '../features/faults/api/demo-list-faults.ts';
import { FaultsPanel } from '../features/faults/components/faults-panel.tsx';
import { SandboxBar } from '../features/sandbox/components/sandbox-bar.tsx';
import { SimulatorPanel } from '../features/simulator/components/simulator-panel.tsx';
import styles from './console-layout.module.css';

const panels = { faults: FaultsPanel, simulator: SimulatorPanel, demo: DemoPanel };
type PanelName = keyof typeof panels;

/**
 * The header bar (which demo, the clock and the controls), the enquiry list on the left, the
 * detail on the right.
 */
export function ConsoleLayout() {
  const [filters, setFilters] = useState<EnquiryFilters>({});
  const [open, setOpen] = useState<PanelName | null>(null);
  const clock = useDemoGetClock();
  const faults = useDemoListFaults();
  const ruleCount = faults.data?.length ?? 0;
  const toggle = (name: PanelName, label: string) => (
    <Button
      aria-expanded={open === name}
      aria-controls="console-panel"
      className={styles.toggle}
      onClick={() => setOpen(open === name ? null : name)}
    >
      {label}
    </Button>
  );
  const Panel = open ? panels[open] : null;
  return (
    <div className={styles.console}>
      <header className={styles.topbar}>
        <h1>Supplier console</h1>
        <SandboxBar />
        <ClockBar />
        <nav className={styles.controls} aria-label="Demo controls">
          {toggle('faults', ruleCount > 0 ? `Faults (${ruleCount} on)` : 'Faults')}
          {toggle('simulator', 'Simulator')}
          {toggle('demo', 'Demo data')}
        </nav>
      </header>
      {Panel && (
        <div id="console-panel" className={styles.panel}>
          <Panel />
        </div>
      )}
      <main className={styles.columns}>
        <EnquiryList filters={filters} onFiltersChange={setFilters} now={clock.data?.nowMs} />
        <Outlet />
      </main>
    </div>
  );
}
