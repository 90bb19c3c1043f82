// The page's inline script (docs/first-load.md#the-session-starts-with-the-html): built into
// index.html by vite/inline-session-start.ts, it runs as soon as the HTML is parsed.
import { basePath } from '../config/base-path.ts';
import { embeddedRuntimeConfig } from '../config/embedded-runtime-config.ts';
import { storedDeviceId } from '../lib/device-id.ts';
import { startSessionCalls } from './start-session-calls.ts';

try {
  window.startedSessionRequests = startSessionCalls(
    {
      basePath: basePath(),
      baseUrl: document.baseURI,
      pathname: location.pathname,
      deviceId: storedDeviceId(localStorage),
      embeddedConfig: embeddedRuntimeConfig(document),
      now: new Date(),
    },
    fetch,
  );
} catch {
  // Storage that throws (private mode, blocked): the app starts the session itself.
}
