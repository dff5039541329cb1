import { readEventStream } from '@tryout/shared/event-stream';
import type { MonitorUpdate } from '@tryout/shared/monitor';
import { useEffect, useRef, useState } from 'react';
import { API_BASE } from '../../api/client';
import { getStaffToken } from '../../lib/storage';
import type { TargetRef } from './monitorApi';

/**
 * GET /monitor/:jenis/:id/stream read with fetch (an EventSource cannot send the bearer token):
 * `onUpdate` gets every update event; the stream reconnects after 2 s when it drops.
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
    let retry: number | undefined;
    const connect = async () => {
      try {
        const res = await fetch(`${API_BASE.exam}/monitor/${jenis}/${id}/stream`, {
          headers: { authorization: `Bearer ${getStaffToken() ?? ''}`, accept: 'text/event-stream' },
          signal: abort.signal,
        });
        if (!res.ok || !res.body) throw new Error(String(res.status));
        setLive(true);
        await readEventStream(res.body, (event, data) => {
          if (event === 'update') onUpdateRef.current(data.data);
        });
      } catch {
        // dropped or refused: try again shortly
      }
      setLive(false);
      if (!abort.signal.aborted) retry = window.setTimeout(() => void connect(), 2000);
    };
    void connect();
    return () => {
      abort.abort();
      window.clearTimeout(retry);
      setLive(false);
    };
  }, [jenis, id]);
  return live;
}
