import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormKind, FormSettings } from '../../../../../../common/forms/form-schema';
import { toast } from '../../../../lib/toast';
import { useErrorText } from '../../../../lib/use-error-text';
import { type BuilderForm, builderFormKey, builderFormQueryOptions, publishForm, setPublicLink } from '../api/builder-api';
import type { BuilderAction } from '../builder-state';
import type { useAutosave } from '../hooks/use-autosave';
import type { BuilderMeta } from './builder-header';

class NotSaved extends Error {}

interface BuilderActionsOptions {
  formId: string;
  kind: FormKind;
  autosave: ReturnType<typeof useAutosave>;
  hasProblems: boolean;
  setMeta: (meta: BuilderMeta) => void;
  dispatch: (action: BuilderAction) => void;
  settings: FormSettings;
}

function metaFrom(form: BuilderForm): BuilderMeta {
  return { status: form.status, currentVersion: form.currentVersion, hasUnpublishedChanges: form.hasUnpublishedChanges, publicToken: form.publicToken };
}

/**
 * The builder's calls beside autosave: Publiceren (saves first, then POST …/publish), the public
 * link's switch (PUT …/public-link), and reading the newest version after a 409.
 */
export function useBuilderActions({ formId, autosave, hasProblems, setMeta, dispatch }: BuilderActionsOptions) {
  const { t } = useTranslation('formBuilder');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [conflictDismissed, setConflictDismissed] = useState(false);
  const [isReloading, setReloading] = useState(false);

  const afterChange = (form: BuilderForm) => {
    autosave.adoptRevision(form.revision);
    setMeta(metaFrom(form));
    queryClient.setQueryData(builderFormKey(formId), form);
    // The /forms list shows the status and version.
    void queryClient.invalidateQueries({ queryKey: ['forms'] });
  };

  const publish = useMutation({
    mutationFn: async () => {
      if (hasProblems) throw new NotSaved();
      const saved = await autosave.flush();
      if (!saved) throw new NotSaved();
      return publishForm(formId, autosave.revision());
    },
    onSuccess: (form) => {
      afterChange(form);
      toast.success(t('publish.done', { version: form.currentVersion ?? 1 }), { description: t('publish.doneBody') });
    },
    onError: (error) => {
      if (error instanceof NotSaved) toast.danger(t('publish.failed'), { description: t('publish.fixFirst') });
      else toast.danger(t('publish.failed'), { description: errorText(error) });
    },
  });

  const publicLink = useMutation({
    mutationFn: async (enabled: boolean) => {
      await autosave.flush();
      return setPublicLink(formId, enabled);
    },
    onSuccess: (form, enabled) => {
      afterChange(form);
      dispatch({ type: 'setSettings', patch: { publicLink: enabled } });
    },
    onError: (error) => toast.danger(t('form.publicFailed'), { description: errorText(error) }),
  });

  const reload = async (): Promise<BuilderForm | null> => {
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...builderFormQueryOptions(formId), staleTime: 0 });
      setConflictDismissed(false);
      return fresh;
    } catch (error) {
      toast.danger(t('conflict.reloadFailed'), { description: errorText(error) });
      return null;
    } finally {
      setReloading(false);
    }
  };

  return {
    publish: () => publish.mutate(),
    isPublishing: publish.isPending,
    switchPublicLink: (enabled: boolean) => publicLink.mutate(enabled),
    isSwitchingPublic: publicLink.isPending,
    reload,
    isReloading,
    conflictDismissed,
    dismissConflict: () => setConflictDismissed(true),
  };
}
