import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const steps = ['profile', 'company'] as const;

/** 'Stap 1 van 2' and the two step names, the current one marked for assistive technology. */
export function StepIndicator({ current }: { current: 1 | 2 }) {
  const { t } = useTranslation('onboarding');
  return (
    <nav aria-label={t('stepOf', { current, total: steps.length })} className="flex flex-col gap-2">
      <p className="text-sm font-medium text-muted" aria-hidden="true">
        {t('stepOf', { current, total: steps.length })}
      </p>
      <ol className="flex items-center gap-2">
        {steps.map((step, index) => {
          const number = index + 1;
          const done = number < current;
          const active = number === current;
          return (
            <li key={step} aria-current={active ? 'step' : undefined} className="flex min-w-0 flex-1 items-center gap-2">
              <span
                aria-hidden="true"
                className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                  active || done ? 'bg-accent text-accent-foreground' : 'bg-default text-muted'
                }`}
              >
                {done ? <Check className="size-3.5" /> : number}
              </span>
              <span className={`truncate text-sm ${active ? 'font-semibold text-foreground' : 'text-muted'}`}>{t(`steps.${step}`)}</span>
              {number < steps.length ? <span aria-hidden="true" className="h-px flex-1 bg-border" /> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
