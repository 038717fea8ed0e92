import { Button, FieldError, InputGroup, Label, TextField } from '@heroui/react';
import { Eye, EyeOff } from 'lucide-react';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

/** The password input with a show/hide toggle. */
export function PasswordField({ value, onChange, error, inputRef }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      name="password"
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      isRequired
      validationBehavior="aria"
      fullWidth
      variant="secondary"
    >
      <Label>{t('login.password')}</Label>
      <InputGroup fullWidth>
        <InputGroup.Input ref={inputRef} />
        <InputGroup.Suffix className="pr-1">
          <Button
            isIconOnly
            size="sm"
            variant="ghost"
            aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
            onPress={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
          </Button>
        </InputGroup.Suffix>
      </InputGroup>
      <FieldError>{error}</FieldError>
    </TextField>
  );
}
