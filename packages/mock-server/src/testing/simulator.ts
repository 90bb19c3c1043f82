import type { SimulatorOptions } from '../simulator/simulator.ts';

const minute = 60_000;
export const hour = 60 * minute;
export const replyAfterMs = 5 * minute;
/** The simulator of the simulator's tests: it quotes, dispatches and replies within minutes. */
export const options: SimulatorOptions = {
  quoteAfterMs: 2 * minute,
  dispatchAfterMs: 10 * minute,
  replyAfterMs,
};

/** A multipart form as the portal sends it, with the caller's token headers. */
export function form(headers: Record<string, string>, fields: Record<string, string>) {
  const boundary = 'simulator-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `${parts.join('')}--${boundary}--\r\n`,
  };
}
