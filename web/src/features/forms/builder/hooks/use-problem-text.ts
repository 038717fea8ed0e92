import { useTranslation } from 'react-i18next';
import { isErrorCode } from '../../../../../../common/errors';

/** The Dutch text of an error code the builder found or the server named (the generic text for an unknown one). */
export function useProblemText() {
  const { t } = useTranslation('errors');
  return (code: string | null | undefined): string | null => {
    if (!code) return null;
    return isErrorCode(code) ? t(`codes.${code}`, { defaultValue: t('generic') }) : t('generic');
  };
}
