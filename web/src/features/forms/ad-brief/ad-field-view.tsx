import type { FormField } from '../../../../../common/forms/form-schema';
import type { FieldProps } from '../renderer/field-types';
import { AdCreativesView } from './ad-creatives';
import { AdAudienceView, AdBudgetView, AdCallToActionView, AdLocationsView, AdObjectiveView, AdScheduleView } from './ad-inputs';
import { AdLandingUrlView } from './ad-landing-url';
import { AdPlacementsView } from './ad-placements';
import { AdTextView } from './ad-text';

export type AdField = Extract<FormField, { type: `ad_${string}` }>;

export function isAdField(field: FormField): field is AdField {
  return field.type.startsWith('ad_');
}

/** The structured ad brief's inputs, by kind. */
export function AdFieldView(props: FieldProps<AdField>) {
  const { field } = props;
  switch (field.type) {
    case 'ad_objective':
      return <AdObjectiveView {...props} field={field} />;
    case 'ad_budget':
      return <AdBudgetView {...props} field={field} />;
    case 'ad_schedule':
      return <AdScheduleView {...props} field={field} />;
    case 'ad_locations':
      return <AdLocationsView {...props} field={field} />;
    case 'ad_audience':
      return <AdAudienceView {...props} field={field} />;
    case 'ad_placements':
      return <AdPlacementsView {...props} field={field} />;
    case 'ad_text':
      return <AdTextView {...props} field={field} />;
    case 'ad_call_to_action':
      return <AdCallToActionView {...props} field={field} />;
    case 'ad_landing_url':
      return <AdLandingUrlView {...props} field={field} />;
    case 'ad_creatives':
      return <AdCreativesView {...props} field={field} />;
  }
}
