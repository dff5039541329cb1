import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// React's act() warns unless the environment says it is a test
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Renders a hook in a detached root (a happy-dom document) and keeps its latest return value:
 * `result.current`. `unmount()` ends it, as closing the page would.
 */
export function renderHook<T>(hook: () => T) {
  const result = { current: undefined as T };
  function Probe() {
    result.current = hook();
    return null;
  }
  let root: Root;
  act(() => {
    root = createRoot(document.createElement('div'));
    root.render(createElement(Probe));
  });
  return {
    result,
    unmount: () => act(() => root.unmount()),
  };
}

/** Lets pending promises and the React updates they cause settle. */
export const settle = () => act(async () => {});
