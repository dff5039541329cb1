import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { EXAM_MSG } from '@tryout/shared/exam';
import { memo, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { Countdown } from '../../../components/Countdown';
import classes from '../exam.module.css';
import type { SaveStatus } from '../session/useSaveQueue';

export interface ExamPanelProps {
  /** question numbers 1..total */
  total: number;
  /** numbers that are answered */
  answered: ReadonlySet<number>;
  /** numbers marked 'ragu-ragu' (answered or not) */
  ragu: ReadonlySet<number>;
  /** numbers of tables / matchings partly answered; given only when the exam holds such a form */
  partial?: ReadonlySet<number>;
  /** the number of the question the candidate is at */
  current: number;
  deadline: string;
  offsetMs: number;
  onExpire: () => void;
  onFinish: () => void;
  onJump: (n: number) => void;
  saveStatus: SaveStatus;
  /** why the server refused the last save (shown while saveStatus is 'refused') */
  refusal?: string | null;
  /** when the server last acknowledged a save (ms, local clock) */
  lastSavedAt: number | null;
  finishing: boolean;
  /** bottom panel under 900 px */
  narrow: boolean;
  /** the offline banner is shown above: keep the side panel clear of it */
  offline?: boolean;
  /** under 'Selesaikan Ujian' (the rescue file's download) */
  extra?: ReactNode;
}

export const SAVE_TEXT: Record<SaveStatus, string> = {
  saved: 'Tersimpan',
  saving: 'Menyimpan…',
  offline: 'Tidak tersambung',
  refused: 'Tidak tersimpan',
};
const SAVE_COLOR: Record<SaveStatus, string> = {
  saved: 'green',
  saving: 'dimmed',
  offline: 'orange.9',
  refused: 'red.9',
};

/** hh:mm:ss in WIB, the time zone every exam time is shown in */
const WIB_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Jakarta',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function SaveIndicator({
  status,
  refusal,
  lastSavedAt,
}: {
  status: SaveStatus;
  refusal?: string | null;
  lastSavedAt: number | null;
}) {
  return (
    <Text fz="xs" c={SAVE_COLOR[status]} fw={status === 'refused' ? 600 : undefined}>
      {/* the state is announced when it changes; the time beside it is not */}
      <span data-testid="save-status" aria-live="polite">
        {SAVE_TEXT[status]}
        {status === 'refused' && refusal ? `: ${refusal}` : ''}
      </span>
      {lastSavedAt !== null && (
        <span data-testid="last-saved">
          {' · '}
          {EXAM_MSG.lastSaved} {WIB_TIME.format(lastSavedAt)}
        </span>
      )}
    </Text>
  );
}

type NavState = 'ragu' | 'answered' | 'partial' | 'empty';
/** What a navigator number shows: 'ragu-ragu' wins over answered, partly answered and not answered. */
const stateOf = (
  n: number,
  answered: ReadonlySet<number>,
  ragu: ReadonlySet<number>,
  partial?: ReadonlySet<number>,
): NavState => (ragu.has(n) ? 'ragu' : answered.has(n) ? 'answered' : partial?.has(n) ? 'partial' : 'empty');
/** Said after the number ('Soal 3 (terjawab)'); the current one is told by aria-current. */
const STATE_SUFFIX: Record<NavState, string> = {
  ragu: ' (ragu-ragu)',
  answered: ' (terjawab)',
  partial: ' (sebagian dijawab)',
  empty: '',
};

const Navigator = memo(function Navigator({
  total,
  answered,
  ragu,
  partial,
  current,
  onJump,
}: Pick<ExamPanelProps, 'total' | 'answered' | 'ragu' | 'partial' | 'current' | 'onJump'>) {
  return (
    <nav aria-label="Navigasi soal" className={classes.navGrid}>
      {Array.from({ length: total }, (_, i) => i + 1).map((n) => {
        const state = stateOf(n, answered, ragu, partial);
        return (
          <button
            key={n}
            type="button"
            className={classes.navBtn}
            data-state={state}
            data-answered={answered.has(n)}
            aria-current={n === current ? 'step' : undefined}
            aria-label={`Soal ${n}${STATE_SUFFIX[state]}`}
            onClick={() => onJump(n)}
          >
            {n}
          </button>
        );
      })}
    </nav>
  );
});

/** The navigator's states, explained (a partly answered table only where the exam has one). */
function Legend({ partial }: { partial: boolean }) {
  const items: [string, string][] = [
    ['answered', EXAM_MSG.answeredState],
    ...(partial ? ([['partial', 'Sebagian dijawab']] as [string, string][]) : []),
    ['ragu', EXAM_MSG.ragu],
    ['current', EXAM_MSG.currentState],
    ['empty', EXAM_MSG.unansweredState],
  ];
  return (
    <ul className={classes.legend} aria-label="Keterangan warna navigasi soal">
      {items.map(([state, text]) => (
        <li key={state}>
          <span className={classes.swatch} data-state={state} aria-hidden />
          {text}
        </li>
      ))}
    </ul>
  );
}

/** The panel's id: the exam page's skip link leads to it. */
export const PANEL_ID = 'panel-ujian';

/** Time warnings at 10 and 5 minutes left, shown and announced once each. */
const TIME_WARNINGS = [10, 5] as const;
const timer = (p: ExamPanelProps) => ({
  deadline: p.deadline,
  offsetMs: p.offsetMs,
  onExpire: p.onExpire,
  warnings: TIME_WARNINGS,
  warningText: EXAM_MSG.timeWarning,
});

/** While the bottom panel shows, toasts sit above it (main.tsx reads --toast-bottom). */
function useToastsAbove(panel: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const el = panel.current;
    if (!active || !el) return;
    const root = document.documentElement;
    const set = () => root.style.setProperty('--toast-bottom', `${el.offsetHeight}px`);
    set();
    const ro = new ResizeObserver(set);
    ro.observe(el);
    return () => {
      ro.disconnect();
      root.style.removeProperty('--toast-bottom');
    };
  }, [panel, active]);
}

/** Side panel (≥ 900 px) or collapsible bottom panel: timer, navigator, 'Selesaikan Ujian'. */
export function ExamPanel(p: ExamPanelProps) {
  const [open, setOpen] = useState(false);
  const bottomRef = useRef<HTMLElement>(null);
  useToastsAbove(bottomRef, p.narrow);
  const count = `${p.answered.size}/${p.total}`;
  const finish = (
    <Button color="green" fullWidth onClick={p.onFinish} loading={p.finishing}>
      {EXAM_MSG.finish}
    </Button>
  );
  if (!p.narrow)
    return (
      <Card
        withBorder
        radius="md"
        p="md"
        className={classes.side}
        style={{ top: p.offline ? 80 : 16 }}
        component="aside"
        aria-label="Panel ujian"
        id={PANEL_ID}
        tabIndex={-1}
      >
        <Stack gap="sm">
          <div>
            <Text fz="xs" c="dimmed">
              Sisa Waktu
            </Text>
            <Countdown {...timer(p)} fz={28} />
          </div>
          <Group justify="space-between">
            <Text fz="sm">
              Terjawab <b>{count}</b>
            </Text>
            <SaveIndicator status={p.saveStatus} refusal={p.refusal} lastSavedAt={p.lastSavedAt} />
          </Group>
          <Navigator
            total={p.total}
            answered={p.answered}
            ragu={p.ragu}
            partial={p.partial}
            current={p.current}
            onJump={p.onJump}
          />
          <Legend partial={!!p.partial?.size} />
          {finish}
          {p.extra}
        </Stack>
      </Card>
    );
  return (
    <aside className={classes.bottom} aria-label="Panel ujian" ref={bottomRef} id={PANEL_ID} tabIndex={-1}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Countdown {...timer(p)} fz={20} />
        <Stack gap={0} align="center">
          <Text fz="sm">
            Terjawab <b>{count}</b>
          </Text>
          <SaveIndicator status={p.saveStatus} refusal={p.refusal} lastSavedAt={p.lastSavedAt} />
        </Stack>
        {/* a plain button and section, not Mantine's ActionIcon and Collapse: no other candidate
            page uses those, so the candidate pages' shared chunk leaves them out (vite.config.ts) */}
        <button
          type="button"
          className={classes.panelToggle}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls="panel-navigasi"
          aria-label={open ? 'Sembunyikan navigasi soal' : 'Tampilkan navigasi soal'}
        >
          <span aria-hidden>{open ? '▼' : '▲'}</span>
        </button>
      </Group>
      <div id="panel-navigasi" hidden={!open}>
        <Stack gap="sm" pt="sm">
          <div className={classes.navScroll}>
            <Navigator
              total={p.total}
              answered={p.answered}
              ragu={p.ragu}
              partial={p.partial}
              current={p.current}
              onJump={(n) => {
                setOpen(false);
                p.onJump(n);
              }}
            />
          </div>
          <Legend partial={!!p.partial?.size} />
          {finish}
          {p.extra}
        </Stack>
      </div>
    </aside>
  );
}
