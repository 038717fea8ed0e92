import { Button, Chip, Label, ListBox, Modal, Select, Switch } from '@heroui/react';
import { UserMinus, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChecklistDetail, ChecklistShare } from '../../../../../common/schemas/checklists';
import { Avatar } from '../../../components/ui/avatar';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormAlert } from '../../../components/ui/form-alert';
import { type PersonOption, PersonOptionItem } from '../../../components/ui/people-select';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useAddShare, useRemoveShare, useUpdateShare } from '../api/shares';

interface ShareDialogProps {
  detail: ChecklistDetail;
  companyId: string | null;
  colleagues: readonly PersonOption[];
  onClose: () => void;
}

/**
 * Sharing a checklist: add a colleague (they may edit, spec section 6), switch 'Mag bewerken' and
 * 'Beheerder' per person, or take their access away. Each change is saved at once.
 */
export function ShareDialog({ detail, companyId, colleagues, onClose }: ShareDialogProps) {
  const { t } = useTranslation('checklists');
  const errorText = useErrorText();
  const add = useAddShare(companyId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const { checklist, shares } = detail;
  const taken = new Set([...shares.map((s) => s.userId), checklist.creatorId]);
  const candidates = colleagues.filter((person) => !taken.has(person.id));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen || add.isPending) return;
    const person = candidates.find((c) => c.id === chosen);
    setAddError(null);
    add.mutate(
      { checklistId: checklist.id, userId: chosen },
      {
        onSuccess: () => {
          setChosen(null);
          toast.success(t('share.added', { name: person?.name || person?.email || '' }));
        },
        onError: (error) => setAddError(errorText(error)),
      },
    );
  };

  return (
    <DialogFrame onClose={onClose} title={t('share.title')} subtitle={checklist.title}>
      <Modal.Body className="flex flex-col gap-5" data-testid="share-dialog">
        <p className="text-sm text-muted">{t('share.intro')}</p>
        {candidates.length > 0 ? (
          <form noValidate onSubmit={submit} className="flex flex-col gap-2">
            <div className="flex flex-wrap items-end gap-2">
              <Select
                value={chosen}
                onChange={(key) => setChosen(key === null ? null : String(key))}
                placeholder={t('share.colleaguePlaceholder')}
                fullWidth
                variant="secondary"
                className="min-w-0 flex-1 basis-48"
                data-testid="share-colleague"
              >
                <Label>{t('share.colleague')}</Label>
                <Select.Trigger>
                  <Select.Value className="min-w-0 flex-1 truncate" />
                  <Select.Indicator />
                </Select.Trigger>
                <Select.Popover>
                  <ListBox className="max-h-64 overflow-y-auto">
                    {candidates.map((person) => (
                      <PersonOptionItem key={person.id} person={person} />
                    ))}
                  </ListBox>
                </Select.Popover>
              </Select>
              <Button type="submit" variant="primary" isDisabled={!chosen || add.isPending}>
                <UserPlus aria-hidden="true" />
                {add.isPending ? t('share.adding') : t('share.add')}
              </Button>
            </div>
            <FormAlert message={addError} />
          </form>
        ) : (
          <p className="text-sm text-muted">{t('share.noneLeft')}</p>
        )}
        <section aria-label={t('share.people')} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-foreground">{t('share.people')}</h3>
          <ul className="flex flex-col gap-2">
            {checklist.creator ? (
              <li className="flex min-w-0 items-center gap-2.5 rounded-xl border border-border p-2.5">
                <Avatar person={checklist.creator} size="sm" decorative />
                <PersonName name={checklist.creator.name} email={checklist.creator.email} />
                <Chip size="sm" variant="soft" color="accent">
                  {t('share.creator')}
                </Chip>
              </li>
            ) : null}
            {shares.map((share) => (
              <ShareRow key={share.userId} share={share} checklistId={checklist.id} companyId={companyId} />
            ))}
          </ul>
          {shares.length === 0 ? <p className="text-sm text-muted">{t('share.empty')}</p> : null}
        </section>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onPress={onClose}>
          {t('share.done')}
        </Button>
      </Modal.Footer>
    </DialogFrame>
  );
}

function PersonName({ name, email }: { name: string; email: string }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col">
      <span className="truncate text-sm font-medium text-foreground">{name || email}</span>
      {name ? <span className="truncate text-xs text-muted">{email}</span> : null}
    </span>
  );
}

function ShareRow({ share, checklistId, companyId }: { share: ChecklistShare; checklistId: string; companyId: string | null }) {
  const { t } = useTranslation('checklists');
  const errorText = useErrorText();
  const update = useUpdateShare(companyId);
  const remove = useRemoveShare(companyId);
  const name = share.user.name || share.user.email;
  const busy = update.isPending || remove.isPending;

  const set = (changes: { canEdit?: boolean; isAdmin?: boolean }) =>
    update.mutate(
      { checklistId, userId: share.userId, changes },
      { onError: (error) => toast.danger(t('share.updateFailed'), { description: errorText(error) }) },
    );

  const revoke = () =>
    remove.mutate(
      { checklistId, userId: share.userId },
      {
        onSuccess: () => toast.success(t('share.removed', { name })),
        onError: (error) => toast.danger(t('share.removeFailed'), { description: errorText(error) }),
      },
    );

  return (
    <li
      className="flex min-w-0 flex-wrap items-center gap-x-2.5 gap-y-2 rounded-xl border border-border p-2.5"
      data-testid="share-row"
      data-user-id={share.userId}
    >
      <Avatar person={share.user} size="sm" decorative />
      <PersonName name={share.user.name} email={share.user.email} />
      <Button
        size="sm"
        variant="ghost"
        isIconOnly
        aria-label={t('share.remove', { name })}
        onPress={revoke}
        isDisabled={busy}
        className="size-8 min-w-8 text-danger"
      >
        <UserMinus aria-hidden="true" className="size-4" />
      </Button>
      <div className="flex w-full flex-wrap gap-x-5 gap-y-2 pl-10.5">
        <ShareSwitch
          label={t('share.canEdit')}
          hint={t('share.canEditHint')}
          person={name}
          isSelected={share.canEdit}
          isDisabled={busy}
          onChange={(canEdit) => set({ canEdit })}
        />
        <ShareSwitch
          label={t('share.isAdmin')}
          hint={t('share.isAdminHint')}
          person={name}
          isSelected={share.isAdmin}
          isDisabled={busy}
          onChange={(isAdmin) => set({ isAdmin })}
        />
      </div>
    </li>
  );
}

interface ShareSwitchProps {
  label: string;
  hint: string;
  person: string;
  isSelected: boolean;
  isDisabled: boolean;
  onChange: (value: boolean) => void;
}

function ShareSwitch({ label, hint, person, isSelected, isDisabled, onChange }: ShareSwitchProps) {
  return (
    <Switch isSelected={isSelected} onChange={onChange} isDisabled={isDisabled} size="sm" aria-label={`${label}: ${person}`}>
      <Switch.Content className="flex items-center gap-2">
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <span className="flex flex-col" title={hint}>
          <span className="text-sm text-foreground">{label}</span>
          <span className="text-xs text-muted">{hint}</span>
        </span>
      </Switch.Content>
    </Switch>
  );
}
