import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { guardFor } from '../../common/rules/guards';
import { App } from './app/app';
import { meQueryOptions } from './features/auth/api/get-me';
import { useAppStorage } from './lib/app-storage';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { syncThemeWithStore } from './lib/theme';
import './styles.css';

// Before the first render (no inline script: the CSP allows script-src 'self' only):
// the stored dark-mode choice on <html>, and the stored language.
syncThemeWithStore();
initI18n(useAppStorage.getState().language);

// A guarded route needs the session: ask for it while the route's chunks load.
if (guardFor(window.location.pathname) !== 'public') void queryClient.prefetchQuery(meQueryOptions);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
