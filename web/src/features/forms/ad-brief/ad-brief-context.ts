import { createContext, useContext, useMemo } from 'react';
import { adPlacements, type AdPlacement, type FormAnswers, type FormSchema, fieldsOf } from '../../../../../common/forms/form-schema';

/** What one ad field needs of another: the creatives are checked against the chosen placements. */
export interface AdBriefContextValue {
  placements: readonly AdPlacement[];
}

export const AdBriefContext = createContext<AdBriefContextValue>({ placements: [] });

export function useAdBrief(): AdBriefContextValue {
  return useContext(AdBriefContext);
}

/** The placements chosen in the brief's placements field (the first one), in their fixed order. */
export function chosenPlacements(schema: FormSchema, answers: FormAnswers): AdPlacement[] {
  const field = fieldsOf(schema).find((candidate) => candidate.type === 'ad_placements');
  const value = field ? answers[field.id] : undefined;
  if (!Array.isArray(value)) return [];
  return adPlacements.filter((placement) => value.includes(placement));
}

/** The context's value, the same object as long as the placements do not change (typing elsewhere re-renders nothing). */
export function useAdBriefContextValue(schema: FormSchema, answers: FormAnswers): AdBriefContextValue {
  const placements = chosenPlacements(schema, answers);
  const key = placements.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => ({ placements }), [key]);
}
