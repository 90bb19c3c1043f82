import { unwrap } from '@garage/app-kit';
import type { operations } from '@garage/api-types/demo-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorText } from '../../../lib/error-text.ts';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoClient } from '../../../lib/api-context.tsx';
import { simulatorKeys } from './simulator-keys.ts';

export type SimulatorSettings =
  operations['demoSetSimulator']['requestBody']['content']['application/json'];

/** Pauses or resumes the simulated supplier, or changes its timings. */
export async function demoSetSimulator(client: DemoClient, settings: SimulatorSettings) {
  return unwrap(await client.POST('/__demo/simulator', { body: settings }));
}

export function useDemoSetSimulator() {
  const client = useDemoClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SimulatorSettings) => demoSetSimulator(client, settings),
    onSuccess: (state) => {
      queryClient.setQueryData(simulatorKeys.state(), state);
      toast.success(state.running ? 'Simulator running' : 'Simulator paused');
    },
    onError: (error) => toast.error(errorText(error)),
  });
}
