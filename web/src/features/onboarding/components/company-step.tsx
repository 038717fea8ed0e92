import { Button, Description, FieldError, Label, Radio, RadioGroup } from '@heroui/react';
import { Building2 } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Membership } from '../../../../../common/schemas/auth';
import type { PendingInvitation } from '../../../../../common/schemas/onboarding';
import { Spinner } from '../../../components/ui/spinner';
import { TextFormField } from '../../../components/ui/text-form-field';
import type { CompanyChoice } from '../onboarding-request';

interface CompanyStepProps {
  memberships: Membership[];
  /** Whether the address is proven: invitations by address are listed only then. */
  emailVerified: boolean;
  invitations: { data: PendingInvitation[] | undefined; isPending: boolean; isError: boolean; retry: () => void };
  choice: CompanyChoice;
  onChoiceChange: (choice: CompanyChoice) => void;
  companyName: string;
  onCompanyNameChange: (name: string) => void;
  choiceError: string | null;
  companyNameError: string | null;
  companyNameRef: Ref<HTMLInputElement>;
  choiceRef: Ref<HTMLDivElement>;
}

const createValue = 'create';

function choiceValue(choice: CompanyChoice): string | null {
  if (choice?.action === 'create') return createValue;
  if (choice?.action === 'join') return choice.invitationId;
  return null;
}

/**
 * Step 2 'Bedrijf': the companies the user already belongs to (kept as they are), or the choice
 * between a new company and each pending invitation (listed for a proven address only; otherwise
 * an invitation is accepted through the link in its mail, or listed once the mail "Bevestig je
 * e-mailadres" has been used, which the hint below the form says).
 */
export function CompanyStep(props: CompanyStepProps) {
  const { t } = useTranslation('onboarding');
  const { t: tc } = useTranslation();
  const { memberships, emailVerified, invitations, choice, companyName, onCompanyNameChange, onChoiceChange, choiceError, companyNameError } = props;
  const { companyNameRef, choiceRef } = props;

  if (memberships.length > 0) {
    return (
      <ul className="flex flex-col gap-2">
        {memberships.map((m) => (
          <li key={m.companyId} className="flex items-center gap-3 rounded-xl border border-border px-4 py-3">
            <Building2 aria-hidden="true" className="size-5 shrink-0 text-muted" />
            <span className="min-w-0 flex-1 font-medium break-words text-foreground">{m.companyName}</span>
            <span className="shrink-0 rounded-full bg-default px-2.5 py-0.5 text-xs text-foreground">
              {t('company.memberRole', { role: tc(`roles.${m.role}`) })}
            </span>
          </li>
        ))}
      </ul>
    );
  }

  if (invitations.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted">
        <Spinner size="sm" />
        {t('company.loading')}
      </p>
    );
  }

  const nameField = (
    <TextFormField
      label={t('company.name')}
      name="companyName"
      autoComplete="organization"
      placeholder={t('company.namePlaceholder')}
      value={companyName}
      onChange={onCompanyNameChange}
      error={companyNameError}
      inputRef={companyNameRef}
      maxLength={200}
      isRequired
    />
  );
  const list = invitations.data ?? [];
  const loadFailed = invitations.isError ? (
    <div role="alert" className="flex flex-wrap items-center gap-2 rounded-xl bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground">
      <span className="flex-1">{t('company.loadFailed')}</span>
      <Button size="sm" variant="secondary" onPress={invitations.retry}>
        {t('company.retry')}
      </Button>
    </div>
  ) : null;

  if (list.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        {loadFailed}
        <div className="flex flex-col gap-1">
          <h3 className="font-medium text-foreground">{t('company.create')}</h3>
          <p className="text-sm text-muted">{t('company.createHint')}</p>
        </div>
        {nameField}
        <p className="text-sm text-muted">{emailVerified ? t('company.invitationHint') : t('company.invitationHintUnverified')}</p>
      </div>
    );
  }

  const select = (value: string) => onChoiceChange(value === createValue ? { action: 'create' } : { action: 'join', invitationId: value });

  return (
    <div className="flex flex-col gap-4">
      {loadFailed}
      <RadioGroup
        ref={choiceRef}
        value={choiceValue(choice)}
        onChange={select}
        isInvalid={Boolean(choiceError)}
        validationBehavior="aria"
        variant="secondary"
        className="gap-2 [&_[data-slot=radio]]:mt-0"
      >
        <Label>{t('company.choice')}</Label>
        {list.map((invitation) => (
          <Radio key={invitation.id} value={invitation.id} className="rounded-xl border border-border px-4 py-3 data-[selected=true]:border-accent">
            <Radio.Content>
              <Radio.Control>
                <Radio.Indicator />
              </Radio.Control>
              <Label className="break-words">{t('company.join', { company: invitation.companyName })}</Label>
            </Radio.Content>
            <Description>
              {invitation.invitedByName
                ? t('company.invitedBy', { inviter: invitation.invitedByName, role: tc(`roles.${invitation.role}`) })
                : t('company.invitedAs', { role: tc(`roles.${invitation.role}`) })}
            </Description>
          </Radio>
        ))}
        <Radio value={createValue} className="rounded-xl border border-border px-4 py-3 data-[selected=true]:border-accent">
          <Radio.Content>
            <Radio.Control>
              <Radio.Indicator />
            </Radio.Control>
            <Label>{t('company.create')}</Label>
          </Radio.Content>
          <Description>{t('company.createHint')}</Description>
        </Radio>
        <FieldError>{choiceError}</FieldError>
      </RadioGroup>
      {choice?.action === 'create' ? nameField : null}
    </div>
  );
}
