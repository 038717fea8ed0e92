import { Button, ComboBox, Input, Label, ListBox, Select } from '@heroui/react';
import { Check, Globe, UserRound } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarInitials, avatarPalette } from '../../../../../common/rules/avatar';
import type { ProfileResponse, UpdateProfileRequest } from '../../../../../common/schemas/profile';
import { profileNameMax } from '../../../../../common/schemas/profile';
import { type UserLanguage, userLanguages } from '../../../../../common/user-profile';
import { Avatar } from '../../../components/ui/avatar';
import { PaletteColorPicker } from '../../../components/ui/palette-color-picker';
import { FormAlert } from '../../../components/ui/form-alert';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { SettingsCard } from '../../../components/ui/settings-card';
import { TextFormField } from '../../../components/ui/text-form-field';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useProfile, useUpdateProfile } from '../api/profile';
import { supportedTimeZones, timeZoneOptions } from '../time-zones';

type PaletteKey = (typeof avatarPalette)[number]['key'];

function isPaletteKey(key: string): key is PaletteKey {
  return avatarPalette.some((colour) => colour.key === key);
}

/** The language names as each language writes its own. */
const languageNames: Record<UserLanguage, string> = { nl: 'Nederlands', en: 'English' };

/** Settings → Profiel: name and avatar colour, language and time zone of the signed-in person. */
/** `forClient`: in the client portal, where the agency (not colleagues) sees the person. */
export function ProfileSection({ userId, forClient = false }: { userId: string; forClient?: boolean }) {
  const { t } = useTranslation('security');
  const profile = useProfile();
  // Lives above the form: a save re-keys the form (fresh draft), the confirmation stays on screen.
  const [saved, setSaved] = useState(false);
  if (profile.isPending) return <ListSkeleton rows={3} />;
  if (profile.isError) {
    return <LoadError message={t('profile.loadFailed')} error={profile.error} onRetry={() => void profile.refetch()} isRetrying={profile.isFetching} />;
  }
  // Keyed by the stored values: a save (or another tab's change, on refetch) starts a fresh draft.
  return (
    <ProfileForm key={JSON.stringify(profile.data)} userId={userId} profile={profile.data} forClient={forClient} saved={saved} onSaved={() => setSaved(true)} />
  );
}

interface ProfileFormProps {
  userId: string;
  profile: ProfileResponse;
  forClient: boolean;
  /** The last save went through: 'Opgeslagen' beside the button until something is changed again. */
  saved: boolean;
  onSaved: () => void;
}

function ProfileForm({ userId, profile, forClient, saved, onSaved }: ProfileFormProps) {
  const { t } = useTranslation('security');
  const { t: te } = useTranslation('errors');
  const errorText = useErrorText();
  const update = useUpdateProfile();
  const [name, setName] = useState(profile.name);
  const [color, setColor] = useState<string | null>(profile.avatarColor);
  const [language, setLanguage] = useState<UserLanguage>(profile.language);
  const [timeZone, setTimeZone] = useState(profile.timeZone);
  const [error, setError] = useState<{ field: 'name' | 'timeZone' | 'form'; message: string } | null>(null);
  const colorLabel = (key: string) => (isPaletteKey(key) ? t(`profile.colors.${key}`) : key);
  const zones = useMemo(() => timeZoneOptions(supportedTimeZones(), new Date()), []);

  const changes: UpdateProfileRequest = {};
  if (name.trim() !== profile.name) changes.name = name;
  if (color !== profile.avatarColor) changes.avatarColor = color;
  if (language !== profile.language) changes.language = language;
  if (timeZone !== profile.timeZone) changes.timeZone = timeZone;
  const dirty = Object.keys(changes).length > 0;
  const busy = update.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !dirty) return;
    if (name.trim() === '') return setError({ field: 'name', message: te('codes.NAME_REQUIRED') });
    setError(null);
    // mutateAsync, not mutate's callbacks: the saved profile re-keys this form (a fresh draft), and
    // callbacks of an unmounted mutate never run, so the confirmation never showed.
    update.mutateAsync(changes).then(
      () => {
        onSaved();
        toast.success(t('profile.savedToast'));
      },
      (cause: unknown) => {
        const code = isApiError(cause) ? cause.code : null;
        const field =
          code === 'TIME_ZONE_INVALID'
            ? 'timeZone'
            : code && ['NAME_REQUIRED', 'PROFILE_NAME_TOO_LONG', 'TEXT_INVALID_CHARACTERS', 'TEXT_BIDI_CONTROL'].includes(code)
              ? 'name'
              : 'form';
        setError({ field, message: errorText(cause) });
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <SettingsCard
        icon={UserRound}
        title={t('profile.personTitle')}
        description={forClient ? t('profile.personDescriptionClient') : t('profile.personDescription')}
      >
        <div className="flex flex-col gap-5">
          <div className="flex items-center gap-4">
            <Avatar person={{ id: userId, name: name.trim() || profile.name, email: profile.email, avatarColor: color }} size="lg" decorative />
            <div className="min-w-0">
              <p className="font-medium break-words text-foreground">{name.trim() || profile.name}</p>
              <p className="text-sm break-all text-muted">{profile.email}</p>
            </div>
          </div>
          <TextFormField
            label={t('profile.name')}
            name="name"
            autoComplete="name"
            value={name}
            onChange={setName}
            maxLength={profileNameMax}
            error={error?.field === 'name' ? error.message : null}
            isRequired
          />
          <PaletteColorPicker
            label={t('profile.color')}
            automaticLabel={t('profile.colorAutomaticShort')}
            // The hint names the colour chosen now (not the stored one): "Gekozen kleur: Blauw".
            hint={color === null ? t('profile.colorAutomatic') : t('profile.colorChosen', { color: colorLabel(color) })}
            colorName={(key) => t(`profile.colors.${key}`)}
            sample={avatarInitials({ id: userId, name: name.trim() || profile.name, email: profile.email })}
            shape="round"
            value={color}
            onChange={setColor}
            error={null}
            name="avatarColor"
          />
        </div>
      </SettingsCard>

      <SettingsCard icon={Globe} title={t('profile.regionTitle')} description={t('profile.regionDescription')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select value={language} onChange={(key) => key !== null && setLanguage(key as UserLanguage)} fullWidth variant="secondary" name="language">
            <Label>{t('profile.language')}</Label>
            <Select.Trigger>
              <Select.Value />
              <Select.Indicator />
            </Select.Trigger>
            <Select.Popover>
              <ListBox>
                {userLanguages.map((id) => (
                  <ListBox.Item key={id} id={id} textValue={languageNames[id]}>
                    <span lang={id}>{languageNames[id]}</span>
                    <ListBox.ItemIndicator />
                  </ListBox.Item>
                ))}
              </ListBox>
            </Select.Popover>
          </Select>
          <ComboBox
            selectedKey={timeZone}
            onSelectionChange={(key) => key !== null && setTimeZone(String(key))}
            defaultItems={zones}
            fullWidth
            variant="secondary"
            name="timeZone"
            isInvalid={error?.field === 'timeZone'}
          >
            <Label>{t('profile.timeZone')}</Label>
            <ComboBox.InputGroup>
              <Input placeholder={t('profile.timeZoneSearch')} />
              <ComboBox.Trigger />
            </ComboBox.InputGroup>
            <ComboBox.Popover>
              <ListBox renderEmptyState={() => <p className="px-3 py-2 text-sm text-muted">{t('profile.timeZoneNone')}</p>}>
                {(zone: { id: string; label: string }) => (
                  <ListBox.Item id={zone.id} textValue={zone.label}>
                    {zone.label}
                    <ListBox.ItemIndicator />
                  </ListBox.Item>
                )}
              </ListBox>
            </ComboBox.Popover>
          </ComboBox>
        </div>
        {error?.field === 'timeZone' ? <p className="mt-2 text-sm text-danger">{error.message}</p> : null}
      </SettingsCard>

      <FormAlert message={error?.field === 'form' ? error.message : null} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" isDisabled={busy || !dirty}>
          {busy ? t('profile.saving') : t('profile.save')}
        </Button>
        {dirty && !busy ? <span className="text-sm text-muted">{t('profile.unsaved')}</span> : null}
        <span role="status" className="text-sm font-medium">
          {saved && !dirty && !busy ? (
            <span className="inline-flex items-center gap-1 text-foreground">
              <Check aria-hidden="true" className="size-4 text-success" />
              {t('profile.saved')}
            </span>
          ) : null}
        </span>
      </div>
    </form>
  );
}
