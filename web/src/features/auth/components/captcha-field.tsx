import { Button, Description, Input, Label, TextField } from '@heroui/react';
import { RefreshCw } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { captchaCodeLength, captchaImageSize } from '../../../../../common/auth-constants';
import { TextFormField } from '../../../components/ui/text-form-field';
import type { CaptchaState } from '../api/captcha';

/**
 * Props of CaptchaField:
 * - `captcha`: the captcha to show (`useCaptcha(purpose).captcha`); `null` shows a placeholder
 *   while the first one loads.
 * - `value` / `onChange`: the typed code (`useCaptcha().code` / `.setCode`); `onChange` receives it
 *   upper-cased. The input is read-only while no image is shown.
 * - `onRefresh`: asks for a new captcha (the refresh button; usually `useCaptcha().request`).
 * - `error`: the message under the input (e.g. 'Captcha code is onjuist. Probeer opnieuw.').
 * - `inputRef`: the text input, to move focus there after an error.
 * - `isBusy`: a new captcha is loading or the form is submitting: the refresh button waits.
 */
export interface CaptchaFieldProps {
  captcha: CaptchaState | null;
  value: string;
  onChange: (value: string) => void;
  onRefresh: () => void;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  isBusy?: boolean;
}

/**
 * The captcha of the login and signup forms: the image (its alt text never reveals the code),
 * a refresh button and the input, upper-cased as it is typed (spec section 4 "Captcha").
 */
export function CaptchaField({ captcha, value, onChange, onRefresh, error, inputRef, isBusy = false }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        {captcha ? (
          <img
            src={captcha.image}
            alt={t('captcha.imageAlt')}
            width={captchaImageSize.width}
            height={captchaImageSize.height}
            draggable={false}
            className="h-16 w-[200px] shrink-0 rounded-lg border border-border select-none"
          />
        ) : (
          <div role="img" aria-label={t('captcha.loading')} className="h-16 w-[200px] shrink-0 animate-pulse rounded-lg bg-default" />
        )}
        <Button isIconOnly variant="ghost" aria-label={t('captcha.refresh')} onPress={onRefresh} isDisabled={isBusy}>
          <RefreshCw aria-hidden="true" className={isBusy ? 'size-4 animate-spin motion-reduce:animate-none' : 'size-4'} />
        </Button>
      </div>
      <TextFormField
        label={t('captcha.label')}
        name="captcha"
        value={value}
        onChange={(next) => onChange(next.toUpperCase())}
        error={error}
        description={t('captcha.hint')}
        inputRef={inputRef}
        isRequired
        // No image on screen (the first one or a new one is loading): nothing to read, so nothing to type.
        isReadOnly={captcha === null}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={captchaCodeLength}
        className="[&_input]:font-mono [&_input]:tracking-[0.3em] [&_input]:uppercase"
      />
    </div>
  );
}

/**
 * The place of the captcha before it appears (it comes once a password is typed): the field's own
 * height is held by an invisible, inert copy of its layout, so nothing below moves when it appears;
 * a dashed box in that place says what will come.
 */
export function CaptchaPlaceholder() {
  const { t } = useTranslation('auth');
  return (
    <div className="grid">
      <div aria-hidden="true" inert className="invisible flex flex-col gap-2 [grid-area:1/1]">
        <div className="h-16" />
        <TextField isDisabled fullWidth variant="secondary" aria-label="-">
          <Label>&nbsp;</Label>
          <Input fullWidth tabIndex={-1} />
          <Description>{t('captcha.hint')}</Description>
        </TextField>
      </div>
      <p className="flex items-center justify-center rounded-lg border border-dashed border-border px-4 text-center text-sm text-muted [grid-area:1/1]">
        {t('captcha.placeholder')}
      </p>
    </div>
  );
}
