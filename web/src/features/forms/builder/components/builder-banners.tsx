import { AlertDialog, Button } from '@heroui/react';
import { Archive, CircleAlert, History, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface ListedProblem {
  key: string;
  isField: boolean;
  text: string;
}

interface BuilderBannersProps {
  unreadable: boolean;
  isArchived: boolean;
  hasStash: boolean;
  onReapply: () => void;
  onDiscardStash: () => void;
  problems: ListedProblem[];
  onSelectProblem: (fieldId: string) => void;
  removedLabel: string | null;
  onUndoRemove: () => void;
  onDismissRemoved: () => void;
  isConflictOpen: boolean;
  onReload: () => void;
  onConflictLater: () => void;
  isReloading: boolean;
}

/**
 * What the builder has to say above the canvas: an old or archived form, the changes kept after a
 * reload, every problem at once (each a link to its field), the undo of a removed field, and the
 * 409 dialog.
 */
export function BuilderBanners(props: BuilderBannersProps) {
  const { t } = useTranslation('formBuilder');
  const { t: tc } = useTranslation();
  return (
    <>
      {props.unreadable ? <Banner icon={Info} tone="warning" text={t('unreadable')} /> : null}
      {props.isArchived ? <Banner icon={Archive} tone="default" text={t('archived')} /> : null}
      {props.hasStash ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-accent-soft px-4 py-3 text-sm text-accent-soft-foreground"
          data-testid="kept-changes"
        >
          <span className="flex min-w-0 items-start gap-2">
            <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="block font-medium">{t('conflict.kept')}</span>
              <span className="block">{t('conflict.keptHint')}</span>
            </span>
          </span>
          <span className="flex gap-2">
            <Button size="sm" variant="primary" onPress={props.onReapply}>
              {t('conflict.reapply')}
            </Button>
            <Button size="sm" variant="ghost" onPress={props.onDiscardStash}>
              {t('conflict.discard')}
            </Button>
          </span>
        </div>
      ) : null}
      {props.problems.length > 0 ? (
        <section
          aria-labelledby="builder-problems"
          className="rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger-soft-foreground"
          data-testid="builder-problems"
        >
          <h2 id="builder-problems" className="flex items-center gap-2 font-medium">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {t('problems.title')}
          </h2>
          <ul className="mt-1 flex flex-col gap-0.5 pl-6">
            {props.problems.map((problem) =>
              problem.isField ? (
                <li key={problem.key}>
                  <button type="button" className="text-left underline underline-offset-2" onClick={() => props.onSelectProblem(problem.key)}>
                    {problem.text}
                  </button>
                </li>
              ) : (
                <li key={problem.key}>{problem.text}</li>
              ),
            )}
          </ul>
        </section>
      ) : null}
      {props.removedLabel ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-default px-3 py-2 text-sm text-foreground"
          data-testid="field-removed"
        >
          <span className="min-w-0 break-words">{t('fieldMenu.removed', { label: props.removedLabel })}</span>
          <span className="flex gap-2">
            <Button size="sm" variant="secondary" onPress={props.onUndoRemove}>
              {t('fieldMenu.undo')}
            </Button>
            <Button size="sm" variant="ghost" onPress={props.onDismissRemoved}>
              {tc('close')}
            </Button>
          </span>
        </div>
      ) : null}
      <AlertDialog.Backdrop isOpen={props.isConflictOpen} onOpenChange={(open) => !open && props.onConflictLater()} isDismissable>
        <AlertDialog.Container size="sm">
          <AlertDialog.Dialog data-testid="form-conflict">
            <AlertDialog.Header>
              <AlertDialog.Icon status="warning" />
              <AlertDialog.Heading>{t('conflict.title')}</AlertDialog.Heading>
            </AlertDialog.Header>
            <AlertDialog.Body className="text-sm text-muted">
              <p>{t('conflict.body')}</p>
            </AlertDialog.Body>
            <AlertDialog.Footer className="flex-wrap">
              <Button variant="tertiary" onPress={props.onConflictLater}>
                {t('conflict.later')}
              </Button>
              <Button variant="primary" onPress={props.onReload} isDisabled={props.isReloading} autoFocus>
                {t('conflict.reload')}
              </Button>
            </AlertDialog.Footer>
          </AlertDialog.Dialog>
        </AlertDialog.Container>
      </AlertDialog.Backdrop>
    </>
  );
}

function Banner({ icon: Icon, tone, text }: { icon: typeof Info; tone: 'warning' | 'default'; text: string }) {
  return (
    <p
      className={`flex items-start gap-2 rounded-xl px-4 py-3 text-sm ${tone === 'warning' ? 'bg-warning-soft text-warning-soft-foreground' : 'bg-default text-foreground'}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}
