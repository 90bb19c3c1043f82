import { Button } from '@garage/app-kit';
import { format } from 'date-fns';
import { useEffect, useState } from 'react';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { useDemoAdvanceClock } from '../api/demo-advance-clock.ts';
import { useDemoGetClock } from '../api/demo-get-clock.ts';
import { clockPresets } from '../lib/clock-presets.ts';
import styles from './clock-bar.module.css';

const clockFormat = 'EEE d MMM, HH:mm:ss';

function useRealTime(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The demo's clock beside the real one, and the steps to move it forward. */
export function ClockBar() {
  const clock = useDemoGetClock();
  const advance = useDemoAdvanceClock();
  const realTime = useRealTime();
  return (
    <div className={styles.clock} role="group" aria-label="Demo clock">
      <div className={styles.times}>
        <span>
          Demo time{' '}
          <strong data-testid="demo-time">
            {clock.data ? format(new Date(clock.data.nowMs), clockFormat) : '…'}
          </strong>
        </span>
        <span className={styles.realTime}>Real time {format(realTime, clockFormat)}</span>
      </div>
      <div className={styles.steps}>
        {clockPresets.map((preset) => (
          <Button
            key={preset.label}
            className={styles.step}
            disabled={advance.isPending}
            onClick={() => advance.mutate(preset)}
          >
            {preset.label}
          </Button>
        ))}
      </div>
      {clock.isError && <ErrorMessage error={clock.error} />}
    </div>
  );
}
