import { createElement, useEffect, useState, type ComponentType } from 'react';

/** How far a user has reached for a widget whose code is not loaded yet. */
export type Intent = 'none' | 'near' | 'open';

type Loader<C> = () => Promise<{ default: C }>;
/** Components already loaded, so a second stand-in (the next row's 删除) gets its widget at once. */
const loaded = new Map<Loader<unknown>, unknown>();

/**
 * Code that only some visits use (a select's list, a menu, a confirmation) loads when the user reaches for it: the
 * pointer coming over its stand-in or the keyboard focus ('near': load it), a click ('open': load it and open it as
 * soon as it arrives, so the click is not lost). The stand-in looks like the widget and stays in place, the same
 * element, until the widget's code is there, so nothing moves or loses a click meanwhile (issue 9 item 23).
 * `Widget` is the loaded component, or null while the stand-in shows.
 */
export function useIntent<C extends ComponentType<never>>(load: Loader<C>, initial: Intent = 'none') {
  const [intent, setIntent] = useState<Intent>(initial);
  // Whether the stand-in had the keyboard focus: the widget then takes it when it arrives (never on a mere hover).
  const [focused, setFocused] = useState(false);
  const [Widget, setWidget] = useState<C | null>(() => (loaded.get(load) as C | undefined) ?? null);
  useEffect(() => {
    if (intent === 'none' || Widget) return;
    let live = true;
    load().then(
      (m) => {
        loaded.set(load, m.default);
        if (live) setWidget(() => m.default);
      },
      // The stand-in stays; the next reach tries again.
      () => setIntent('none'),
    );
    return () => {
      live = false;
    };
  }, [intent, Widget, load]);
  const near = () => setIntent((i) => (i === 'none' ? 'near' : i));
  return {
    intent,
    focused: focused || intent === 'open',
    Widget,
    handlers: {
      onMouseEnter: near,
      onFocus: () => {
        setFocused(true);
        near();
      },
      onBlur: () => setFocused(false),
      onClick: () => setIntent('open'),
    },
  };
}

/**
 * A click on the trigger a lazily loaded pop-up is anchored over: counts as reaching for it, and opens it. Clicks
 * inside the pop-up (rendered elsewhere in the page, but inside the trigger in React's tree) are not the trigger's.
 */
export function useTriggerClick(handlers: { onClick: () => void }, open: () => void) {
  return (event: { currentTarget: Element; target: EventTarget }) => {
    if (!event.currentTarget.contains(event.target as Node)) return;
    handlers.onClick();
    open();
  };
}

/**
 * An empty box over the trigger, for a pop-up to place itself by: the trigger itself stays the same element. A plain
 * element (not a component), so the pop-up can hold a ref to it to measure where to open.
 */
export function anchorOver() {
  return createElement('span', { 'aria-hidden': true, style: { position: 'absolute', inset: 0, pointerEvents: 'none' } });
}
