import { Button } from '@heroui/react';
import { Eye, EyeOff } from 'lucide-react';
import { type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextFormField } from '../../../components/ui/text-form-field';

interface PasswordInputProps {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  description?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  isDisabled?: boolean;
}

/** A labelled password input with a show/hide button. */
export function PasswordInput({ label, inputRef, ...field }: PasswordInputProps) {
  const { t } = useTranslation('security');
  const [visible, setVisible] = useState(false);
  return (
    <TextFormField
      {...field}
      label={label}
      inputRef={inputRef}
      type={visible ? 'text' : 'password'}
      isRequired
      autoCapitalize="none"
      spellCheck={false}
      suffix={
        <Button
          isIconOnly
          size="sm"
          variant="ghost"
          aria-label={visible ? t('passwordInput.hide', { label }) : t('passwordInput.show', { label })}
          aria-pressed={visible}
          onPress={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        </Button>
      }
    />
  );
}
