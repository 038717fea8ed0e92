import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { AppLanguage } from './app-storage';

/**
 * Dutch is the product's language: its resources are bundled so the first paint never waits.
 * Other languages (English for the public pages' language selector) load on demand; until they
 * arrive, `fallbackLng` shows the Dutch text instead of raw keys.
 */
export const supportedLanguages = ['nl', 'en'] as const satisfies readonly AppLanguage[];
export const defaultLanguage: AppLanguage = 'nl';
export const namespaces = [
  'common',
  'nav',
  'errors',
  'auth',
  'signup',
  'onboarding',
  'security',
  'inbox',
  'accounts',
  'notes',
  'checklists',
  'integrations',
  'passwordReset',
  'screens',
  'portal',
  'public',
  'palette',
  'mentions',
  'clients',
  'calendar',
  'forms',
  'formBuilder',
  'formFill',
  'files',
  'creatives',
] as const;
export type Namespace = (typeof namespaces)[number];
/**
 * Namespaces of code that loads later (the error codes' texts `errors`, loaded with every screen
 * that sends or loads something that can fail, and on demand by the shell's rare failures; the
 * sign-in screens' `auth`, loaded with their routes and
 * with the reset and confirmation screens; the inbox panel's body, the notification settings, the
 * accounts, notes and checklists screens, Settings → Koppelingen; Settings' security and team
 * cards, the sign-up, set-password and onboarding screens and the client portal, whose routes load
 * theirs with the route's code, see app/router.tsx): not bundled even in Dutch, so the workspace's
 * first load stays small; `loadNamespace` (or a `useTranslation` of it) fetches one.
 */
export const lazyNamespaces = [
  'errors',
  'auth',
  'public',
  'inbox',
  'accounts',
  'notes',
  'checklists',
  'integrations',
  'security',
  'signup',
  'onboarding',
  'portal',
  'palette',
  'mentions',
  'clients',
  'calendar',
  'forms',
  'formBuilder',
  'formFill',
  'files',
  'creatives',
] as const satisfies readonly Namespace[];
export type LazyNamespace = (typeof lazyNamespaces)[number];

const bundled = import.meta.glob<ResourceKey>(
  [
    '../locales/nl/*.json',
    '!../locales/nl/errors.json',
    '!../locales/nl/auth.json',
    '!../locales/nl/public.json',
    '!../locales/nl/inbox.json',
    '!../locales/nl/accounts.json',
    '!../locales/nl/notes.json',
    '!../locales/nl/checklists.json',
    '!../locales/nl/integrations.json',
    '!../locales/nl/security.json',
    '!../locales/nl/signup.json',
    '!../locales/nl/onboarding.json',
    '!../locales/nl/portal.json',
    '!../locales/nl/palette.json',
    '!../locales/nl/mentions.json',
    '!../locales/nl/clients.json',
    '!../locales/nl/calendar.json',
    '!../locales/nl/forms.json',
    '!../locales/nl/formBuilder.json',
    '!../locales/nl/formFill.json',
    '!../locales/nl/files.json',
    '!../locales/nl/creatives.json',
  ],
  { eager: true, import: 'default' },
);
const onDemand = {
  ...import.meta.glob<ResourceKey>(['../locales/*/*.json', '!../locales/nl/*.json'], { import: 'default' }),
  ...import.meta.glob<ResourceKey>(
    [
      '../locales/nl/errors.json',
      '../locales/nl/auth.json',
      '../locales/nl/public.json',
      '../locales/nl/inbox.json',
      '../locales/nl/accounts.json',
      '../locales/nl/notes.json',
      '../locales/nl/checklists.json',
      '../locales/nl/integrations.json',
      '../locales/nl/security.json',
      '../locales/nl/signup.json',
      '../locales/nl/onboarding.json',
      '../locales/nl/portal.json',
      '../locales/nl/palette.json',
      '../locales/nl/mentions.json',
      '../locales/nl/clients.json',
      '../locales/nl/calendar.json',
      '../locales/nl/forms.json',
      '../locales/nl/formBuilder.json',
      '../locales/nl/formFill.json',
      '../locales/nl/files.json',
      '../locales/nl/creatives.json',
    ],
    { import: 'default' },
  ),
};

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

const nlResources = Object.fromEntries(Object.entries(bundled).map(([path, data]) => [namespaceOf(path), data]));

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = onDemand[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export function isSupportedLanguage(value: unknown): value is AppLanguage {
  return (supportedLanguages as readonly unknown[]).includes(value);
}

/** Initialises i18next and keeps <html lang> equal to the active language. */
export function initI18n(language: AppLanguage): typeof i18n {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = isSupportedLanguage(lng) ? lng : defaultLanguage;
  });
  void i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: defaultLanguage,
      supportedLngs: [...supportedLanguages],
      ns: namespaces.filter((ns) => !(lazyNamespaces as readonly string[]).includes(ns)),
      defaultNS: 'common',
      resources: { nl: nlResources },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  document.documentElement.lang = language;
  return i18n;
}

/** Switches language once its resources are loaded, so nothing flickers. */
export async function changeLanguage(language: AppLanguage): Promise<void> {
  await i18n.loadLanguages(language);
  await i18n.changeLanguage(language);
}

/**
 * i18next has been initialised (`initI18n`). The router starts loading the first route, texts
 * included, when app.tsx is evaluated, before main.tsx's body runs `initI18n`; an uninitialised
 * i18next answers `loadNamespaces` at once without loading anything.
 */
function initialised(): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      i18n.off('initialized', done);
      resolve();
    };
    i18n.on('initialized', done);
  });
}

/** Loads a lazy namespace (for the current language and the Dutch fallback) before its screen shows. */
export async function loadNamespace(namespace: LazyNamespace | readonly LazyNamespace[]): Promise<void> {
  await initialised();
  await i18n.loadNamespaces(typeof namespace === 'string' ? namespace : [...namespace]);
}
