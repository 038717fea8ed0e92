/** Spec section 9: the landing page's feature carousel moves on every 8 s until a visitor clicks. */
export const carouselIntervalMs = 8000;

export interface CarouselState {
  active: number;
  /** Set by a click (or keyboard choice): rotation stops for good and that item is expanded. */
  stopped: boolean;
}

export type CarouselAction = { type: 'tick'; count: number } | { type: 'choose'; index: number };

/** The carousel's rule as a pure function: ticks advance (wrapping) until a choice stops them. */
export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  if (action.type === 'choose') return { active: action.index, stopped: true };
  if (state.stopped || action.count <= 0) return state;
  return { ...state, active: (state.active + 1) % action.count };
}
