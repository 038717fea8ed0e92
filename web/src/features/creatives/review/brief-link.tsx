import { useTranslation } from 'react-i18next';
import type { CreativeDetail } from '../../../../../common/schemas/creatives';
import { FormSelect } from '../../../components/ui/form-select';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useTimeText } from '../../../lib/use-time-text';
import { useClientAdBriefs, useUpdateCreative } from '../api/creatives-api';

const none = 'none';

/** "Koppel een briefing": one of the client's submitted ad briefs (or none) gives the preview its copy. The team's. */
export function BriefLink({ companyId, creative }: { companyId: string; creative: CreativeDetail }) {
  const { t } = useTranslation('creatives');
  const errorText = useErrorText();
  const time = useTimeText();
  const briefs = useClientAdBriefs(companyId, creative.client.id, true);
  const update = useUpdateCreative(companyId);
  const linked = creative.brief?.submissionId ?? none;

  if (briefs.isPending) return <p className="text-sm text-muted">{t('adPreview.briefsLoading')}</p>;
  if (briefs.isError) return <p className="text-sm text-danger">{t('adPreview.briefsFailed')}</p>;

  const options = briefs.data.map((brief) => ({
    id: brief.submissionId,
    label: t('adPreview.briefOption', { title: brief.formTitle, date: time.date(brief.submittedAt) }),
  }));
  if (creative.brief && !options.some((option) => option.id === creative.brief?.submissionId)) {
    options.unshift({ id: creative.brief.submissionId, label: creative.brief.formTitle });
  }
  if (options.length === 0) return <p className="text-sm text-muted sm:max-w-64">{t('adPreview.noBriefs', { client: creative.client.name })}</p>;

  const link = (value: string) => {
    if (value === linked) return;
    update.mutate(
      { id: creative.id, revision: creative.revision, briefSubmissionId: value === none ? null : value },
      {
        onSuccess: () => toast.success(value === none ? t('adPreview.unlinked') : t('adPreview.linked')),
        onError: (error) => toast.danger(t('review.actions.failed'), { description: errorText(error) }),
      },
    );
  };

  return (
    <FormSelect
      label={t('adPreview.link')}
      value={linked}
      options={[{ id: none, label: t('adPreview.none') }, ...options]}
      onChange={link}
      className="w-full min-w-0 sm:w-72"
      testId="brief-link"
    />
  );
}
