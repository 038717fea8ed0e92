import { useTranslation } from 'react-i18next';
import { isApiError } from './api-client';

/**
 * The Dutch text for a failed call: the error code's text from the `errors` namespace (with its
 * params), the generic text for anything else. A form that knows the typed password composes
 * PASSWORD_RULES itself (`passwordRuleMessage`, as Settings → Beveiliging does), so the password
 * rules stay out of the screens that only show load errors.
 */
export function useErrorText() {
  const { t } = useTranslation('errors');
  return (error: unknown): string => {
    if (!isApiError(error) || error.code === 'INTERNAL') return t('generic');
    return t(`codes.${error.code}`, error.params ?? {});
  };
}
