import 'i18next';
import type accounts from './locales/nl/accounts.json';
import type auth from './locales/nl/auth.json';
import type calendar from './locales/nl/calendar.json';
import type checklists from './locales/nl/checklists.json';
import type clients from './locales/nl/clients.json';
import type common from './locales/nl/common.json';
import type errors from './locales/nl/errors.json';
import type files from './locales/nl/files.json';
import type formBuilder from './locales/nl/formBuilder.json';
import type forms from './locales/nl/forms.json';
import type formFill from './locales/nl/formFill.json';
import type creatives from './locales/nl/creatives.json';
import type inbox from './locales/nl/inbox.json';
import type integrations from './locales/nl/integrations.json';
import type mentions from './locales/nl/mentions.json';
import type nav from './locales/nl/nav.json';
import type notes from './locales/nl/notes.json';
import type onboarding from './locales/nl/onboarding.json';
import type palette from './locales/nl/palette.json';
import type passwordReset from './locales/nl/passwordReset.json';
import type portal from './locales/nl/portal.json';
import type publicPages from './locales/nl/public.json';
import type screens from './locales/nl/screens.json';
import type security from './locales/nl/security.json';
import type signup from './locales/nl/signup.json';

/** Typed translation keys: a key that does not exist in the Dutch resources fails type-checking. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      nav: typeof nav;
      errors: typeof errors;
      auth: typeof auth;
      signup: typeof signup;
      onboarding: typeof onboarding;
      security: typeof security;
      inbox: typeof inbox;
      accounts: typeof accounts;
      notes: typeof notes;
      checklists: typeof checklists;
      integrations: typeof integrations;
      passwordReset: typeof passwordReset;
      screens: typeof screens;
      portal: typeof portal;
      public: typeof publicPages;
      palette: typeof palette;
      mentions: typeof mentions;
      clients: typeof clients;
      calendar: typeof calendar;
      forms: typeof forms;
      formBuilder: typeof formBuilder;
      formFill: typeof formFill;
      creatives: typeof creatives;
      files: typeof files;
    };
  }
}
