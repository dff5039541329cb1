import { monitorPaths } from '@tryout/shared/api/monitor.paths';
import { pathOf } from '@tryout/shared/api/route';
import type { MonitorUpdate } from '@tryout/shared/monitor';
import { useEffect, useRef, useState } from 'react';
import { followEventStream } from '../../api/eventStream';
import type { TargetRef } from './monitorApi';

/**
 * GET /monitor/:jenis/:id/stream: `onUpdate` gets every update event; the stream reconnects after
 * 2 s when it drops.
 */
export function useMonitorStream(t: TargetRef | null, onUpdate: (u: MonitorUpdate) => void): boolean {
  const [live, setLive] = useState(false);
  const onUpdateRef = useRef(onUpdate);
  onUpdateRef.current = onUpdate;
  const jenis = t?.jenis;
  const id = t?.id;
  useEffect(() => {
    if (!jenis || !id) return;
    const abort = new AbortController();
    followEventStream(
      pathOf(monitorPaths.stream, { jenis, id }),
      (event, data) => {
        if (event === 'update') onUpdateRef.current(data.data);
      },
      { auth: 'staff', signal: abort.signal, retryMs: () => 2000, onLive: setLive },
    );
    return () => {
      abort.abort();
      setLive(false);
    };
  }, [jenis, id]);
  return live;
}
