import { Button, Description, FieldError, Label, TextArea, TextField } from '@heroui/react';
import { Check, CheckCheck, type LucideIcon, PencilLine, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { creativeTextLimits, type ReviewDecision, reviewDecisionValues, type ReviewStep } from '../../../../../common/creative-constants';
import type { ErrorCode } from '../../../../../common/errors';
import { afterDecision, decisionNeedsComment } from '../../../../../common/rules/creative-review';
import { FormAlert } from '../../../components/ui/form-alert';
import { fieldProblems } from '../../../lib/field-errors';
import { focusWhenReady } from '../../../lib/focus-when-ready';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useDecideCreative } from '../api/creatives-api';
import type { CreativeDetail } from '../../../../../common/schemas/creatives';

const icons: Record<ReviewDecision, LucideIcon> = { approve: Check, approve_with_changes: CheckCheck, request_changes: PencilLine, reject: X };
const looks: Record<ReviewDecision, 'primary' | 'secondary' | 'danger-soft'> = {
  approve: 'primary',
  approve_with_changes: 'secondary',
  request_changes: 'secondary',
  reject: 'danger-soft',
};

/** Stores a decision (the review's or an e-mail link's mutation); `onSuccess` once it is stored. */
export type SendDecision = (
  input: { decision: ReviewDecision; comment?: string },
  callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
) => void;

interface DecisionFormProps {
  /** The version decided on (the newest). */
  version: number;
  /** The step the reader decides (the detail's `mayDecide`; an e-mail link's is the client's). */
  step: ReviewStep;
  send: SendDecision;
  isSending: boolean;
}

interface DecisionPanelProps {
  companyId: string;
  creative: CreativeDetail;
  step: ReviewStep;
  /** The decision was stored: the creative as it is now. */
  onDecided: (decision: ReviewDecision, creative: CreativeDetail) => void;
}

/** The decision in the review room (the team's and the portal's): through the creatives' API, a toast when it is stored. */
export function DecisionPanel({ companyId, creative, step, onDecided }: DecisionPanelProps) {
  const { t } = useTranslation('creatives');
  const decide = useDecideCreative(companyId);
  const send: SendDecision = (input, callbacks) =>
    decide.mutate(
      { id: creative.id, version: creative.currentVersion, ...input },
      {
        onSuccess: (done) => {
          if (!done) return;
          callbacks.onSuccess();
          toast.success(t('decision.saved'), { description: t(`decision.done.${input.decision}`) });
          onDecided(input.decision, done);
        },
        onError: callbacks.onError,
      },
    );
  return <DecisionForm version={creative.currentVersion} step={step} send={send} isSending={decide.isPending} />;
}

/**
 * The reader's decision on the newest version: Goedkeuren, Goedkeuren met wijzigingen, Wijzigingen
 * vragen or Afwijzen; the last three but one ask what must change (the server requires it too and
 * its message shows on the field, the text kept); what happens next is said before confirming.
 * The review room and the e-mail review link (/beoordelen/:token) both decide with it.
 */
export function DecisionForm({ version, step, send, isSending }: DecisionFormProps) {
  const { t } = useTranslation('creatives');
  const { t: te } = useTranslation('errors');
  const errorText = useErrorText();
  const [choice, setChoice] = useState<ReviewDecision | null>(null);
  const [comment, setComment] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  const choose = (next: ReviewDecision) => {
    setChoice(next);
    setFieldError(null);
    setFormError(null);
    focusWhenReady(() => fieldRef.current);
  };

  const confirm = () => {
    if (!choice || isSending) return;
    if (decisionNeedsComment(choice) && comment.trim() === '') {
      setFieldError(te('codes.CREATIVE_DECISION_COMMENT_REQUIRED'));
      focusWhenReady(() => fieldRef.current);
      return;
    }
    setFieldError(null);
    setFormError(null);
    const text = comment.trim();
    send(
      { decision: choice, ...(text ? { comment: text } : {}) },
      {
        onSuccess: () => {},
        onError: (error) => {
          const { fields, formError: other } = fieldProblems(error, ['comment'] as const, {
            CREATIVE_DECISION_COMMENT_REQUIRED: 'comment',
            CREATIVE_DECISION_COMMENT_TOO_LONG: 'comment',
          });
          if (fields.comment) {
            setFieldError(te(`codes.${fields.comment as ErrorCode}`));
            focusWhenReady(() => fieldRef.current);
          }
          setFormError(other ? errorText(other) : null);
        },
      },
    );
  };

  const next = choice ? afterDecision(step, choice) : null;
  const needsComment = choice !== null && decisionNeedsComment(choice);

  return (
    <section
      aria-labelledby="decision-title"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm"
      data-testid="decision-panel"
    >
      <div className="flex flex-col gap-0.5">
        <h2 id="decision-title" className="text-base font-semibold text-foreground">
          {t('decision.title')}
        </h2>
        <p className="text-sm text-muted">{t(`decision.step.${step}`, { version })}</p>
      </div>
      <div role="group" aria-label={t('decision.choices')} className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {reviewDecisionValues.map((value) => {
          const Icon = icons[value];
          const pressed = choice === value;
          return (
            <Button
              key={value}
              variant={pressed ? looks[value] : 'tertiary'}
              onPress={() => choose(value)}
              aria-pressed={pressed}
              className={`h-auto min-h-10 w-full justify-start py-2 text-left whitespace-normal ${pressed ? 'ring-2 ring-focus ring-offset-1 ring-offset-surface' : ''}`}
              data-testid={`decision-${value}`}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {t(`decision.choice.${value}`)}
            </Button>
          );
        })}
      </div>
      {choice ? (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <TextField
            value={comment}
            onChange={(value) => {
              setComment(value);
              if (fieldError) setFieldError(null);
            }}
            isInvalid={Boolean(fieldError)}
            isRequired={needsComment}
            validationBehavior="aria"
            maxLength={creativeTextLimits.decisionComment}
            fullWidth
            variant="secondary"
            name="comment"
          >
            <Label>{needsComment ? t('decision.commentRequired') : t('decision.comment')}</Label>
            <TextArea ref={fieldRef} rows={3} fullWidth variant="secondary" className="min-h-20 resize-y" data-testid="decision-comment" />
            {fieldError ? <FieldError>{fieldError}</FieldError> : <Description>{t(`decision.commentHint.${choice}`)}</Description>}
          </TextField>
          {next ? (
            <p className="text-sm text-foreground" data-testid="decision-next">
              {step === 'internal' && next.status === 'in_review'
                ? t('decision.next.toClient')
                : t('decision.next.status', { status: t(`status.${next.status}`) })}
            </p>
          ) : null}
          <FormAlert message={formError} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="tertiary" onPress={() => setChoice(null)} isDisabled={isSending}>
              {t('decision.cancel')}
            </Button>
            <Button type="submit" variant={choice === 'reject' ? 'danger' : 'primary'} isDisabled={isSending} data-testid="decision-confirm">
              {isSending ? t('decision.busy') : t('decision.confirm', { choice: t(`decision.choice.${choice}`) })}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
