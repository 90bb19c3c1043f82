import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { companyHostProblem, resolveCompanyHosts } from '../../../config/hosts.ts';
import { useApi, type Api } from '../../../lib/api-context.tsx';
import { getDeviceId } from '../../../lib/device-id.ts';
import { companyInfoQueryOptions } from '../../../lib/session/get-company-info.ts';
import { clearCachedHeader } from '../../../lib/session/header-cache.ts';
import { companyLookupQueryOptions } from '../../../lib/session/get-company-lookup.ts';
import { garageUserQueryOptions } from '../../../lib/session/get-garage-user.ts';
import { clearSavedQueries } from '../../../lib/saved-queries/persist.ts';
import { activateDevice, type ActivationOutcome } from './activate-device.ts';
import { addDevice } from './add-device.ts';

/**
 * After a 202 the device is registered with the company host (docs/supplier-calls.md#activation).
 * A company whose API host is `none` has no host to register with, so there is nothing to do.
 */
export async function registerDevice(
  { client, hosts }: Api,
  queryClient: QueryClient,
  deviceId: string,
  now: Date,
): Promise<void> {
  const company = await queryClient.query(companyInfoQueryOptions(client));
  const user = await queryClient.query(garageUserQueryOptions(client));
  const lookup = await queryClient.query(
    companyLookupQueryOptions(client, hosts, company.CompanyID),
  );
  const domain = lookup[0]?.CompanyDomain;
  const companyHost = domain === undefined ? null : resolveCompanyHosts(domain, hosts).company;
  if (!companyHost) return;
  const problem = companyHostProblem(companyHost, hosts, location.origin);
  if (problem) throw new Error(problem);
  await addDevice(client, companyHost, {
    DateTime: now.toISOString(),
    DeviceId: deviceId,
    UserId: company.UserID,
    OneSignalId: deviceId,
    CompanyId: company.CompanyID,
    Acct: user.CustomerKeyCode,
  });
}

export function useActivateDevice() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string): Promise<ActivationOutcome> => {
      const deviceId = getDeviceId(localStorage);
      const outcome = await activateDevice(api.client, deviceId, code);
      if (outcome.kind !== 'activated') return outcome;
      // Loads from before activation failed (406): drop them so the shell loads afresh.
      queryClient.removeQueries();
      // Another licence may be another garage: neither its header nor its saved data may be
      // drawn meanwhile or on the next visit. Not awaited: a hung IndexedDB must not hold
      // the activation.
      clearCachedHeader(localStorage);
      void clearSavedQueries();
      try {
        await registerDevice(api, queryClient, deviceId, new Date());
      } catch (error) {
        // The device is activated either way; a failed registration only costs notifications.
        console.error('Registering the device with the company failed', error);
      }
      return outcome;
    },
  });
}
