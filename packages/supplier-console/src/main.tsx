import '@garage/app-kit/tokens.css';
import '@garage/app-kit/reset.css';
import './styles/tokens.css';
import './styles/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
