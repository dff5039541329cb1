import { type ComponentType, useEffect, useState } from 'react';

/** How long after a page mounts a deferred part is fetched when nothing asked for it sooner. */
const IDLE_MS = 4000;

/**
 * A part of the page that is not needed for its first paint (dialogs, the toast container): its
 * chunk is fetched once the page has settled (`IDLE_MS`) or as soon as `needed` is true, so it
 * neither delays nor competes with what the visitor sees first. Fetched early, it is there when
 * the network later drops (an exam keeps running offline); a failed fetch is retried when the
 * browser is back online or the part is needed again, and never breaks the page. Renders nothing
 * until loaded.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () => {
    pending ??= load().then(
      (c) => {
        loaded = c;
        return c;
      },
      (err: unknown) => {
        pending = null;
        throw err;
      },
    );
    return pending;
  };

  function Deferred({ needed = false, ...props }: P & { needed?: boolean }) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Component) return;
      let live = true;
      const get = () =>
        void fetchOnce().then(
          (c) => live && setComponent(() => c),
          () => {},
        );
      const timer = window.setTimeout(get, needed ? 0 : IDLE_MS);
      window.addEventListener('online', get);
      return () => {
        live = false;
        window.clearTimeout(timer);
        window.removeEventListener('online', get);
      };
    }, [Component, needed]);
    return Component ? <Component {...(props as P)} /> : null;
  }
  return Deferred;
}
