import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import auth from '../../../locales/nl/auth.json';
import common from '../../../locales/nl/common.json';
import errors from '../../../locales/nl/errors.json';
import publicTexts from '../../../locales/nl/public.json';
import signup from '../../../locales/nl/signup.json';
import { LoginScreen } from '../components/login-screen';

/**
 * Build time (scripts/prerender-site.mjs, ADR 0007 as for the public pages): the login screen as
 * the SPA renders it in Dutch, to HTML. /login answers it at once with no script before the first
 * paint; the app loads after it and takes over (login-page/take-over.ts carries what was typed).
 */
export async function renderLoginBody(): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'nl',
    fallbackLng: 'nl',
    ns: ['common', 'auth', 'public', 'signup', 'errors'],
    defaultNS: 'common',
    resources: { nl: { common, auth, public: publicTexts, signup, errors } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/login']}>
          <LoginScreen />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
