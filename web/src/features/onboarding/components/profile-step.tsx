import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarInitials } from '../../../../../common/rules/avatar';
import type { SessionUser } from '../../../../../common/schemas/auth';
import { Avatar } from '../../../components/ui/avatar';
import { TextFormField } from '../../../components/ui/text-form-field';
import { AvatarColorPicker } from './avatar-color-picker';

interface ProfileStepProps {
  user: SessionUser;
  name: string;
  avatarColor: string | null;
  onNameChange: (name: string) => void;
  onAvatarColorChange: (color: string | null) => void;
  nameError: string | null;
  colorError: string | null;
  nameRef: Ref<HTMLInputElement>;
}

/** Step 1 'Profiel': the name (prefilled) and the avatar colour, with a live preview. */
export function ProfileStep({ user, name, avatarColor, onNameChange, onAvatarColorChange, nameError, colorError, nameRef }: ProfileStepProps) {
  const { t } = useTranslation('onboarding');
  const preview = { id: user.id, email: user.email, name, avatarColor, avatarUrl: user.avatarUrl };
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-4 rounded-xl bg-surface-secondary p-4">
        <Avatar person={preview} size="lg" decorative />
        <div className="flex min-w-0 flex-col">
          <span className="text-xs font-medium text-muted">{t('profile.preview')}</span>
          <span className="truncate font-semibold text-foreground">{name.trim() || user.email}</span>
          <span className="truncate text-sm text-muted">{user.email}</span>
        </div>
      </div>
      <TextFormField
        label={t('profile.name')}
        name="name"
        autoComplete="name"
        placeholder={t('profile.namePlaceholder')}
        value={name}
        onChange={onNameChange}
        error={nameError}
        inputRef={nameRef}
        maxLength={200}
        isRequired
      />
      <AvatarColorPicker initials={avatarInitials(preview)} value={avatarColor} onChange={onAvatarColorChange} error={colorError} />
    </div>
  );
}
