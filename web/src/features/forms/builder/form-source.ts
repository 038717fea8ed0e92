import { type FormSettings, formSchema, formSettings } from '../../../../../common/forms/form-schema';
import type { BuilderForm } from './api/builder-api';
import type { BuilderSource } from './builder-state';

/**
 * A form from the server as the builder's starting point. `formData` and `settings` are checked
 * with the shared zod schemas; a form saved before issue 35 (or broken) starts with one empty page
 * and `unreadable` tells the screen to say so (autosave then replaces it only once someone edits).
 */
export function sourceOf(form: BuilderForm): BuilderSource & { unreadable: boolean } {
  const schema = formSchema.safeParse(form.formData);
  const settings = formSettings.safeParse(form.settings);
  const empty = Object.keys(form.formData).length === 0;
  return {
    title: form.title,
    description: form.description,
    kind: form.kind,
    schema: schema.success ? schema.data : { pages: [{ id: 'pagina_1', fields: [] }] },
    settings: settings.success ? settings.data : defaultSettings(),
    unreadable: !schema.success && !empty,
  };
}

export function defaultSettings(): FormSettings {
  return formSettings.parse({});
}
