import { Button } from '@heroui/react';
import { Eye, EyeOff } from 'lucide-react';
import { type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextFormField } from '../../../components/ui/text-form-field';

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  inputRef?: Ref<HTMLInputElement> | undefined;
  /** 'Wachtwoord' unless given (e.g. 'Bevestig wachtwoord'). */
  label?: string;
  /** 'password' unless given. */
  name?: string;
  /** 'current-password' on login; 'new-password' on signup and reset forms. */
  autoComplete?: 'current-password' | 'new-password';
  /** A hint under the input (e.g. the password rules). */
  description?: ReactNode;
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  value,
  onChange,
  error,
  inputRef,
  label,
  name = 'password',
  autoComplete = 'current-password',
  description,
}: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextFormField
      label={label ?? t('login.password')}
      name={name}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={value}
      onChange={onChange}
      error={error}
      description={description}
      inputRef={inputRef}
      isRequired
      suffix={
        <Button
          isIconOnly
          size="sm"
          variant="ghost"
          aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
          onPress={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        </Button>
      }
    />
  );
}
