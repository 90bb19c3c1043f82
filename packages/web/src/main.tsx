import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp, createRestoredQueryClient } from './app/app.tsx';
import { ConfigErrorPage } from './app/config-error-page.tsx';
import { loadRuntimeConfig } from './config/load-runtime-config.ts';
import { fetchTakingStarted, takeStartedRequests } from './lib/started-calls/take-started.ts';
import '@garage/app-kit/tokens.css';
import '@garage/app-kit/reset.css';
import './styles/touch.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);

// The calls index.html's script started while this code downloaded (docs/first-load.md): the
// config and the session's calls take them over rather than sending them again.
const started = takeStartedRequests();
const pageStart = { sessionStarted: started.length > 0, fetch: fetchTakingStarted(started) };

// The entry's URL, whose hashed file name changes with any of the build's code: the saved data
// of another build is discarded, as its shapes may differ (docs/offline.md#data-on-the-device).
void Promise.all([
  loadRuntimeConfig(pageStart.fetch),
  createRestoredQueryClient(import.meta.url),
]).then(([result, queryClient]) =>
  // Not in a transition: the first render draws the frame and the spinner (the data comes
  // later), a short task; yielding inside it only put the commit later (docs/first-load.md).
  root.render(
    <StrictMode>
      {result.ok ? (
        createApp(result.config, queryClient, pageStart)
      ) : (
        <ConfigErrorPage problems={result.problems} />
      )}
    </StrictMode>,
  ),
);
