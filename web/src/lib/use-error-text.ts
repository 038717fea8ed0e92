import { useTranslation } from 'react-i18next';
import { passwordRuleMessage } from '../../../common/rules/password';
import { type ApiError, isApiError } from './api-client';

/**
 * The Dutch text for a failed call: the error code's text from the `errors` namespace (with its
 * params), PASSWORD_RULES composed from the typed password, the generic text for anything else.
 */
export function useErrorText() {
  const { t } = useTranslation('errors');
  return (error: unknown, password?: string): string => {
    if (!isApiError(error) || error.code === 'INTERNAL') return t('generic');
    return codeText(error, password) ?? t(`codes.${error.code}`, error.params ?? {});
  };
}

function codeText(error: ApiError, password: string | undefined): string | null {
  if (error.code === 'PASSWORD_RULES' && password !== undefined) return passwordRuleMessage(password);
  return null;
}
