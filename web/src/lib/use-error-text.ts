import i18n, { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-client';
import { loadNamespace } from './i18n';

/** The text of a failed call with the `errors` namespace's t. */
function errorTextWith(t: TFunction<'errors'>, error: unknown): string {
  if (!isApiError(error) || error.code === 'INTERNAL') return t('generic');
  return t(`codes.${error.code}`, { ...error.params, defaultValue: t('generic') });
}

/**
 * The text of a failed call, once the `errors` namespace is loaded: for the shell's rare failures
 * (a company switch, an access redirect), whose code does not load the namespace up front.
 */
export async function loadErrorText(error: unknown): Promise<string> {
  await loadNamespace('errors');
  return errorTextWith(i18n.getFixedT(null, 'errors'), error);
}

/**
 * The Dutch text for a failed call: the error code's text from the `errors` namespace (with its
 * params), the generic text for anything else. A form that knows the typed password composes
 * PASSWORD_RULES itself (`passwordRuleMessage`, as Settings → Beveiliging does), so the password
 * rules stay out of the screens that only show load errors.
 */
export function useErrorText() {
  const { t } = useTranslation('errors');
  return (error: unknown): string => errorTextWith(t, error);
}
