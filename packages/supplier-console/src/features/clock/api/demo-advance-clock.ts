import { unwrap } from '@garage/app-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorText } from '../../../lib/error-text.ts';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoClient } from '../../../lib/api-context.tsx';
import { enquiriesKey } from '../../../lib/enquiries-key.ts';
import type { ClockPreset } from '../lib/clock-presets.ts';
import { clockKeys } from './clock-keys.ts';
import { demoGetClock } from './demo-get-clock.ts';

/** Moves the mock's clock forward by `ms`. */
export async function demoAdvanceClock(client: DemoClient, ms: number) {
  return unwrap(await client.POST('/__demo/clock/advance', { body: { ms } }));
}

/**
 * Moves the clock by a preset, measured from the mock's time read just before (the polled
 * one may be a second old, and 'to 14:00' should land on 14:00).
 */
export function useDemoAdvanceClock() {
  const client = useDemoClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preset: ClockPreset) => {
      const { nowMs } = await demoGetClock(client);
      return demoAdvanceClock(client, preset.step(nowMs));
    },
    onSuccess: (clock) => queryClient.setQueryData(clockKeys.now(), clock),
    onError: (error) => toast.error(errorText(error)),
    // Dates, the simulator's work and deliveries move with the clock.
    onSettled: () => queryClient.invalidateQueries({ queryKey: enquiriesKey }),
  });
}
