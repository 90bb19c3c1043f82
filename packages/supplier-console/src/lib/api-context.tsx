import { createApiContext } from '@garage/app-kit';
import type { DemoClient } from './api-client.ts';

/** The /__demo client the app was given (the page's origin; msw's in tests). */
export const { ApiProvider, useApi: useDemoClient } = createApiContext<DemoClient>();
