import { Button, Label, ListBox, Select } from '@heroui/react';
import { CircleAlert, UserPlus } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../../../common/errors';
import { type MemberRole, memberRoles } from '../../../../../common/roles';
import { TextFormField } from '../../../components/ui/text-form-field';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { SettingsCard } from '../../../components/ui/settings-card';
import { useErrorText } from '../../../lib/use-error-text';
import { useMe } from '../../auth/api/get-me';
import { useCreateInvitation } from '../api/create-invitation';
import { EmailUnverifiedNotice } from './email-unverified-notice';
import { useRoleLabel } from './role-label';

/** The roles in the order the select lists them. */
const roleOrder: readonly MemberRole[] = ['marketeer', 'admin', 'client'];
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emailCodes: readonly ErrorCode[] = ['EMAIL_REQUIRED', 'EMAIL_INVALID', 'ALREADY_MEMBER'];

/**
 * Invite someone by e-mail: the mail's link works for a new address and an existing account alike.
 * While the admin's own address is not proven, a notice above the form says so (the server
 * refuses with INVITER_EMAIL_UNVERIFIED, shown like any other error).
 */
export function InviteForm({ companyId }: { companyId: string }) {
  const { t } = useTranslation('security');
  const { t: te } = useTranslation('errors');
  const errorText = useErrorText();
  const roleLabel = useRoleLabel();
  const create = useCreateInvitation(companyId);
  const unverified = useMe().data?.user.emailVerified === false;
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('marketeer');
  const [error, setError] = useState<{ field: 'email' | 'form'; message: string } | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const busy = create.isPending;

  const fail = (field: 'email' | 'form', message: string) => {
    setError({ field, message });
    window.setTimeout(() => (field === 'email' ? emailRef.current : submitRef.current)?.focus(), 0);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (address.length === 0) return fail('email', te('codes.EMAIL_REQUIRED'));
    if (!emailPattern.test(address)) return fail('email', te('codes.EMAIL_INVALID'));
    setError(null);
    create.mutate(
      { email: address, role },
      {
        onSuccess: () => {
          setEmail('');
          toast.success(t('team.invitedToast'), { description: t('team.invitedToastDescription', { email: address }) });
        },
        onError: (cause) => fail(isApiError(cause) && emailCodes.includes(cause.code) ? 'email' : 'form', errorText(cause)),
      },
    );
  };

  return (
    <SettingsCard icon={UserPlus} title={t('team.inviteTitle')} description={t('team.inviteDescription')}>
      {unverified ? <EmailUnverifiedNotice /> : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <TextFormField
            label={t('team.email')}
            name="email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={setEmail}
            error={error?.field === 'email' ? error.message : null}
            placeholder={t('team.emailPlaceholder')}
            inputRef={emailRef}
            isRequired
          />
          <Select value={role} onChange={(key) => key !== null && setRole(key as MemberRole)} fullWidth variant="secondary" name="role">
            <Label>{t('team.role')}</Label>
            <Select.Trigger>
              <Select.Value />
              <Select.Indicator />
            </Select.Trigger>
            <Select.Popover>
              <ListBox>
                {roleOrder
                  .filter((id) => memberRoles.includes(id))
                  .map((id) => (
                    <ListBox.Item key={id} id={id} textValue={roleLabel(id)}>
                      {roleLabel(id)}
                      <ListBox.ItemIndicator />
                    </ListBox.Item>
                  ))}
              </ListBox>
            </Select.Popover>
          </Select>
        </div>
        {error?.field === 'form' ? (
          <p role="alert" className="flex items-start gap-2 rounded-xl bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{error.message}</span>
          </p>
        ) : null}
        <div>
          <Button ref={submitRef} type="submit" variant="primary" isDisabled={busy}>
            {busy ? t('team.inviting') : t('team.invite')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
