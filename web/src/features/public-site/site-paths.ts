import type { PublicSitePath } from '../../../../common/routes';

export const featureIds = ['ad-forms', 'extension', 'checklists', 'calendar', 'creative-review'] as const;
export type FeatureId = (typeof featureIds)[number];

export const featurePath = (id: FeatureId) => `/features/${id}` as const satisfies PublicSitePath;
