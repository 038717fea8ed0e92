import { Button } from '@heroui/react';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResetCard, ResetHeading } from './reset-card';

/** The password is changed and every session of the account has ended. */
export function ResetDone() {
  const { t } = useTranslation('passwordReset');
  const navigate = useNavigate();
  return (
    <ResetCard labelledBy="reset-done-title">
      <CircleCheck aria-hidden="true" className="size-8 text-success" />
      <ResetHeading id="reset-done-title" focusOnMount>
        {t('done.title')}
      </ResetHeading>
      <p role="status" className="text-foreground">
        {t('done.body')}
      </p>
      <p className="text-sm text-muted">{t('done.sessionsEnded')}</p>
      {/* '/login' without the fragment: the reset screen closes and the token leaves the address bar. */}
      <Button variant="primary" fullWidth onPress={() => void navigate('/login', { replace: true })}>
        {t('done.toLogin')}
      </Button>
    </ResetCard>
  );
}
