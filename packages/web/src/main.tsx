import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp } from './app/app.tsx';
import { ConfigErrorPage } from './app/config-error-page.tsx';
import { loadRuntimeConfig } from './config/load-runtime-config.ts';
import '@garage/app-kit/tokens.css';
import '@garage/app-kit/reset.css';
import './styles/touch.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);

void loadRuntimeConfig().then((result) =>
  // A transition lets React yield to the browser while it builds the first screen, rather
  // than holding the main thread for the whole render.
  startTransition(() =>
    root.render(
      <StrictMode>
        {result.ok ? createApp(result.config) : <ConfigErrorPage problems={result.problems} />}
      </StrictMode>,
    ),
  ),
);
