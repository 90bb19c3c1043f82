import { ApiError, Button } from '@garage/app-kit';
import { useState, type SubmitEvent } from 'react';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import type { SimulatorState } from '../../../lib/demo-types.ts';
import { useDemoGetSimulator } from '../api/demo-get-simulator.ts';
import { useDemoSetSimulator } from '../api/demo-set-simulator.ts';
import shared from '../../../styles/shared.module.css';

const seconds = (ms: number | null) => (ms === null ? '' : String(ms / 1000));
/** Seconds as typed, in ms: undefined when empty, NaN when not a time the mock takes. */
function toMs(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return value >= 0 && value <= 86_400 ? Math.round(value * 1000) : NaN;
}

/** The simulated supplier: pause it to play the supplier by hand, or change its timings. */
export function SimulatorPanel() {
  const simulator = useDemoGetSimulator();
  return (
    <section aria-labelledby="simulator-heading">
      <h2 id="simulator-heading">Simulator</h2>
      {simulator.isError &&
        (simulator.error instanceof ApiError && simulator.error.status === 404 ? (
          <p>
            This mock runs without a simulator (started with <code>--no-simulator</code> or{' '}
            <code>SIMULATOR=off</code>): nothing is quoted, dispatched or answered unless you do it
            here.
          </p>
        ) : (
          <ErrorMessage error={simulator.error} onRetry={() => void simulator.refetch()} />
        ))}
      {simulator.data && <SimulatorControls state={simulator.data} />}
    </section>
  );
}

function SimulatorControls({ state }: { state: SimulatorState }) {
  const set = useDemoSetSimulator();
  const [quote, setQuote] = useState(seconds(state.quoteAfterMs));
  const [dispatch, setDispatch] = useState(seconds(state.dispatchAfterMs));
  const [reply, setReply] = useState(seconds(state.replyAfterMs));
  const [problem, setProblem] = useState<string | null>(null);
  const save = (event: SubmitEvent) => {
    event.preventDefault();
    const [quoteMs, dispatchMs, replyMs] = [quote, dispatch, reply].map(toMs);
    if (Number.isNaN(quoteMs ?? NaN) || Number.isNaN(dispatchMs ?? NaN) || Number.isNaN(replyMs)) {
      setProblem('Each time is a number of seconds from 0 to 86400 (reply may be left empty)');
      return;
    }
    setProblem(null);
    set.mutate({
      quoteAfterMs: quoteMs,
      dispatchAfterMs: dispatchMs,
      replyAfterMs: replyMs ?? null,
    });
  };
  return (
    <>
      <p>
        The simulated supplier is <strong>{state.running ? 'running' : 'paused'}</strong>
        {state.running
          ? ': it quotes, dispatches and replies by itself.'
          : ': you play the supplier.'}
      </p>
      <Button onClick={() => set.mutate({ running: !state.running })}>
        {state.running ? 'Pause the simulator' : 'Resume the simulator'}
      </Button>
      <form onSubmit={save} noValidate aria-label="Simulator timings">
        <div className={shared.row}>
          <label>
            <span>Quote after (s)</span>
            <input value={quote} inputMode="decimal" onChange={(e) => setQuote(e.target.value)} />
          </label>
          <label>
            <span>Dispatch after (s)</span>
            <input
              value={dispatch}
              inputMode="decimal"
              onChange={(e) => setDispatch(e.target.value)}
            />
          </label>
          <label>
            <span>Reply after (s, empty: never)</span>
            <input value={reply} inputMode="decimal" onChange={(e) => setReply(e.target.value)} />
          </label>
          <Button type="submit" disabled={set.isPending}>
            Save timings
          </Button>
        </div>
        {problem && (
          <p className={shared.formError} role="alert">
            {problem}
          </p>
        )}
      </form>
    </>
  );
}
