import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordRuleMessage } from '../../../../../common/rules/password';
import type { FormProblem } from '../validate-new-account';

/**
 * The Dutch text of a form problem: the error code's text from the `errors` namespace; for
 * PASSWORD_RULES the composed message for the password as typed (common/rules/password.ts).
 */
export function useProblemText() {
  const { t } = useTranslation('errors');
  return useCallback(
    (problem: FormProblem<string>, password: string): string => {
      if (problem.code === 'PASSWORD_RULES') {
        return passwordRuleMessage(password) ?? t('codes.PASSWORD_RULES', { missing: problem.params?.missing ?? '' });
      }
      if (problem.code === 'INTERNAL') return t('generic');
      return t(`codes.${problem.code}`, problem.params ?? {});
    },
    [t],
  );
}
