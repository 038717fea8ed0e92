import { ArrowRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useReducer, useRef, useState } from 'react';
import { carouselIntervalMs, carouselReducer } from '../lib/carousel';
import { featureIds, featurePath } from '../site-paths';
import { format, useUiText } from '../site-text';
import { FeatureArt } from './feature-art';

/**
 * The landing page's feature carousel (spec sections 2, 4 and 9): ad-forms, extension,
 * checklists, calendar and creative-review, one after the other every 8 s. Rotation waits while
 * the pointer or focus is on it, and a click (or arrow key) stops it for good and expands that
 * item. Tabs with arrow-key navigation; the panel is not announced while it rotates by itself.
 */
export function FeatureCarousel() {
  const ui = useUiText();
  const [state, dispatch] = useReducer(carouselReducer, { active: 0, stopped: false });
  const [paused, setPaused] = useState(false);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const id = useId();

  useEffect(() => {
    if (state.stopped || paused) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick', count: featureIds.length }), carouselIntervalMs);
    return () => window.clearInterval(timer);
  }, [state.stopped, paused]);

  const choose = (index: number) => dispatch({ type: 'choose', index });
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = featureIds.length - 1;
    const next =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    choose(next);
    tabs.current[next]?.focus();
  };

  const activeId = featureIds[state.active]!;
  const active = ui.features[activeId];
  return (
    <div
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div role="tablist" aria-label={ui.carousel.label} aria-orientation="vertical" className="flex flex-col gap-2">
        {featureIds.map((featureId, index) => {
          const selected = index === state.active;
          const expanded = selected && state.stopped;
          return (
            <button
              key={featureId}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${featureId}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              aria-expanded={expanded}
              tabIndex={selected ? 0 : -1}
              data-feature={featureId}
              onClick={() => choose(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`relative overflow-hidden rounded-2xl border p-4 text-left outline-none transition-colors focus-visible:focus-ring ${
                selected ? 'border-accent bg-surface shadow-sm' : 'border-border bg-transparent hover:bg-surface'
              }`}
            >
              <span className="block font-semibold text-foreground">{ui.features[featureId].name}</span>
              <span className="block text-sm text-muted">{ui.features[featureId].short}</span>
              {expanded ? <span className="mt-2 block text-sm text-foreground">{ui.features[featureId].body}</span> : null}
              {selected && !state.stopped ? (
                <span
                  key={`${state.active}-${paused ? 'p' : 'r'}`}
                  aria-hidden="true"
                  className={`absolute bottom-0 left-0 h-1 bg-accent ${paused ? 'w-0' : 'site-carousel-progress'}`}
                />
              ) : null}
            </button>
          );
        })}
      </div>
      <p role="status" className="sr-only">
        {state.stopped ? ui.carousel.stopped : ''}
      </p>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${activeId}`}
        aria-live={state.stopped ? 'polite' : 'off'}
        className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-4 sm:p-6"
      >
        <FeatureArt id={activeId} title={active.name} />
        <a
          href={featurePath(activeId)}
          className="inline-flex w-fit items-center gap-1 rounded-lg font-semibold text-accent-soft-foreground underline-offset-4 hover:underline focus-visible:focus-ring"
        >
          {format(ui.carousel.more, { name: active.name })}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </div>
  );
}
