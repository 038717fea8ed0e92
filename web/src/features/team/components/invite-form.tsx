import { Button, Label, Select } from '@heroui/react';
import { SelectOptions } from '../../../components/ui/select-options';
import { CircleAlert, UserPlus } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ErrorCode } from '../../../../../common/errors';
import { type MemberRole, memberRoles } from '../../../../../common/roles';
import { TextFormField } from '../../../components/ui/text-form-field';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { SettingsCard } from '../../../components/ui/settings-card';
import { useErrorText } from '../../../lib/use-error-text';
import { useNewParam } from '../../../lib/use-new-param';
import { useMe } from '../../auth/api/get-me';
import { useClientOptions } from '../../clients/api/get-client-options';
import { useCreateInvitation } from '../api/create-invitation';
import { EmailUnverifiedNotice } from './email-unverified-notice';
import { useRoleLabel } from './role-label';

/** The roles in the order the select lists them. */
const roleOrder: readonly MemberRole[] = ['marketeer', 'admin', 'client'];
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emailCodes: readonly ErrorCode[] = ['EMAIL_REQUIRED', 'EMAIL_INVALID', 'ALREADY_MEMBER'];
const clientCodes: readonly ErrorCode[] = ['INVITATION_CLIENT_REQUIRED', 'CLIENT_UNKNOWN', 'CLIENT_ARCHIVED', 'CLIENT_CONTACTS_TOO_MANY'];
type Field = 'email' | 'clientId' | 'form';

/**
 * Invite someone by e-mail: the mail's link works for a new address and an existing account alike.
 * While the admin's own address is not proven, a notice above the form says so (the server
 * refuses with INVITER_EMAIL_UNVERIFIED, shown like any other error). Inviting a "Klant" asks
 * which client (issue 34: the server refuses a client invitation without one — the portal would be
 * empty); without clients yet, it points to the clients' screen. `new=invitation` (Ctrl-K
 * "Iemand uitnodigen") focuses the address.
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
  const [clientId, setClientId] = useState<string | null>(null);
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const clientRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const clients = useClientOptions(role === 'client' ? companyId : null);
  const clientList = clients.data?.clients ?? [];
  const busy = create.isPending;
  const [searchParams, setSearchParams] = useSearchParams();
  useNewParam('invitation', searchParams, setSearchParams, true, () => window.setTimeout(() => emailRef.current?.focus(), 0));

  const fail = (field: Field, message: string) => {
    setError({ field, message });
    window.setTimeout(() => {
      if (field === 'clientId') clientRef.current?.querySelector('button')?.focus();
      else (field === 'email' ? emailRef.current : submitRef.current)?.focus();
    }, 0);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (address.length === 0) return fail('email', te('codes.EMAIL_REQUIRED'));
    if (!emailPattern.test(address)) return fail('email', te('codes.EMAIL_INVALID'));
    if (role === 'client' && !clientId) return fail('clientId', te('codes.INVITATION_CLIENT_REQUIRED'));
    setError(null);
    create.mutate(
      { email: address, role, ...(role === 'client' ? { clientId } : {}) },
      {
        onSuccess: () => {
          setEmail('');
          toast.success(t('team.invitedToast'), { description: t('team.invitedToastDescription', { email: address }) });
        },
        onError: (cause) =>
          fail(
            isApiError(cause) && emailCodes.includes(cause.code) ? 'email' : isApiError(cause) && clientCodes.includes(cause.code) ? 'clientId' : 'form',
            errorText(cause),
          ),
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
            <SelectOptions options={roleOrder.filter((id) => memberRoles.includes(id)).map((id) => ({ id, label: roleLabel(id) }))} />
          </Select>
        </div>
        {role === 'client' ? (
          clients.isSuccess && clientList.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted" data-testid="invite-no-clients">
              {t('team.inviteClientNone')}{' '}
              <Link to="/clients?new=client" className="font-medium text-accent underline-offset-2 hover:underline">
                {t('team.inviteClientsLink')}
              </Link>
            </p>
          ) : (
            <div className="flex flex-col gap-2">
              <Select
                ref={clientRef}
                value={clientId}
                onChange={(key) => {
                  setClientId(key === null ? null : String(key));
                  if (error?.field === 'clientId') setError(null);
                }}
                placeholder={t('team.inviteClientPlaceholder')}
                isRequired
                isInvalid={error?.field === 'clientId'}
                isDisabled={!clients.isSuccess}
                fullWidth
                variant="secondary"
                name="clientId"
                data-testid="invite-client"
              >
                <Label>{t('team.inviteClient')}</Label>
                <Select.Trigger>
                  <Select.Value />
                  <Select.Indicator />
                </Select.Trigger>
                <SelectOptions options={clientList.map((client) => ({ id: client.id, label: client.name }))} />
              </Select>
              {error?.field === 'clientId' ? (
                <p className="text-sm text-danger" role="alert">
                  {error.message}
                </p>
              ) : (
                <p className="text-sm text-muted">
                  {t('team.inviteClientHint')}{' '}
                  <Link to="/clients" className="text-accent underline-offset-2 hover:underline">
                    {t('team.inviteClientPage')}
                  </Link>
                </p>
              )}
            </div>
          )
        ) : null}
        {error?.field === 'form' ? (
          <p role="alert" className="flex items-start gap-2 rounded-xl bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{error.message}</span>
          </p>
        ) : null}
        <div>
          <Button ref={submitRef} type="submit" variant="primary" isDisabled={busy || (role === 'client' && clients.isSuccess && clientList.length === 0)}>
            {busy ? t('team.inviting') : t('team.invite')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
