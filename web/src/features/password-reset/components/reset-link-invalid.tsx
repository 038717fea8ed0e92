import { Link2Off } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-class';
import { ResetCard, ResetHeading } from './reset-card';

/** A missing, used or expired link: the RESET_TOKEN_INVALID text and the way to ask again. */
export function ResetLinkInvalid() {
  const { t } = useTranslation('passwordReset');
  const { t: te } = useTranslation('errors');
  return (
    <ResetCard labelledBy="reset-invalid-title">
      <Link2Off aria-hidden="true" className="size-8 text-danger" />
      <ResetHeading id="reset-invalid-title" focusOnMount>
        {t('invalid.title')}
      </ResetHeading>
      <p className="text-foreground">{te('codes.RESET_TOKEN_INVALID')}</p>
      <p className="text-sm text-muted">{t('invalid.howToRequest')}</p>
      <Link to="/login" className={buttonClass({ fullWidth: true })}>
        {t('invalid.toLogin')}
      </Link>
    </ResetCard>
  );
}
