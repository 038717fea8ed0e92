import { Button, Modal } from '@heroui/react';
import { Mail } from 'lucide-react';
import { type MouseEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button-class';
import { TextFormField } from '../../../components/ui/text-form-field';
import { useLoginErrorText } from './use-login-error-text';

/** The provider's information address the BETA sign-up mail goes to (spec section 2). */
export const betaInfoAddress = 'info@marketingwerkplek.nl';

/** The mail link: to the information address, with the visitor's address in the body. */
export function betaMailtoHref(subject: string, body: string): string {
  const query = new URLSearchParams({ subject, body }).toString().replace(/\+/g, '%20');
  return `mailto:${betaInfoAddress}?${query}`;
}

/**
 * The BETA sign-up: an email field and a mail link to the information address. Open while
 * mounted; closes on Escape, a click on the background and the X.
 */
function BetaSignupModal({ defaultEmail, onClose }: { defaultEmail: string; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useLoginErrorText();
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const href = betaMailtoHref(t('beta.mailSubject'), t('beta.mailBody', { email: email.trim() }));

  const send = (event: MouseEvent<HTMLAnchorElement>) => {
    if (email.trim() !== '') return;
    event.preventDefault();
    setError(errorText('EMAIL_REQUIRED'));
    inputRef.current?.focus();
  };

  return (
    <Modal.Backdrop isOpen onOpenChange={(open) => !open && onClose()} isDismissable>
      <Modal.Container size="md" placement="center">
        <Modal.Dialog>
          <Modal.CloseTrigger aria-label={t('beta.close')} />
          <Modal.Header>
            <Modal.Heading>{t('beta.title')}</Modal.Heading>
          </Modal.Header>
          <Modal.Body className="flex flex-col gap-4">
            <p className="text-sm text-muted">{t('beta.intro')}</p>
            <TextFormField
              label={t('beta.email')}
              name="beta-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(value) => {
                setEmail(value);
                if (error) setError(null);
              }}
              error={error}
              inputRef={inputRef}
              isRequired
              autoFocus
            />
          </Modal.Body>
          <Modal.Footer>
            <a href={href} onClick={send} className={buttonClass({ fullWidth: true })}>
              <Mail aria-hidden="true" className="size-4" />
              {t('beta.mailLink', { address: betaInfoAddress })}
            </a>
          </Modal.Footer>
        </Modal.Dialog>
      </Modal.Container>
    </Modal.Backdrop>
  );
}

/** 'Aanmelden voor de BETA' and its modal. */
export function BetaSignupButton({ defaultEmail }: { defaultEmail: string }) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onPress={() => setOpen(true)}>
        {t('beta.open')}
      </Button>
      {open ? <BetaSignupModal defaultEmail={defaultEmail} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
