import '@/app/base-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/app/router';
import { sessionReady } from '@/lib/session';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

// A stored session is read (and its schema fetched) before the first screen decides where to go.
void sessionReady()
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    ),
  );
