import { setupTestServer } from '@garage/app-kit/testing';
import { http, HttpResponse } from 'msw';
import type { SupplierHosts } from '../config/hosts.ts';
import { createApiClient, type ApiClient } from '../lib/api-client.ts';

export const apiBase = 'http://api.test';
export const testHosts: SupplierHosts = {
  api: apiBase,
  mapping: apiBase,
  supplier: apiBase,
  companies: [],
};

export function createTestApiClient(): ApiClient {
  return createApiClient({
    baseUrl: apiBase,
    getDeviceId: () => '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b',
    navigation: {
      isOnLogin: () => false,
      goToLogin: () => {
        throw new Error('A test call was sent to /login');
      },
    },
  });
}

/**
 * An msw server for one test file that answers the device token call; each test adds the
 * supplier calls it expects, and any other call fails the test.
 */
export function setupApiServer() {
  return setupTestServer(
    http.get(`${apiBase}/api/authenticate/mobile/:deviceId`, () =>
      HttpResponse.json({ token: 'test-token' }),
    ),
  );
}
