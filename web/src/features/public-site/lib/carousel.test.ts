import { describe, expect, it } from 'vitest';
import { carouselIntervalMs, carouselReducer } from './carousel';

describe('feature carousel', () => {
  it('rotates every 8 s through the items and wraps around', () => {
    expect(carouselIntervalMs).toBe(8000);
    let state = { active: 0, stopped: false };
    const seen = [];
    for (let i = 0; i < 6; i++) {
      state = carouselReducer(state, { type: 'tick', count: 5 });
      seen.push(state.active);
    }
    expect(seen).toEqual([1, 2, 3, 4, 0, 1]);
  });

  it('stops for good on a choice and keeps the chosen item', () => {
    let state = carouselReducer({ active: 1, stopped: false }, { type: 'choose', index: 3 });
    expect(state).toEqual({ active: 3, stopped: true });
    state = carouselReducer(state, { type: 'tick', count: 5 });
    expect(state).toEqual({ active: 3, stopped: true });
  });
});
