import { Badge, Switch, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { BANK_MSG } from '@tryout/shared/bank-access';
import { RowButton } from './RowActions';

/**
 * The archive on staff lists (docs/decisions/0016): the bank's, the exams' and the courses'. The
 * 'Tampilkan arsip' switch (archived rows are left out until it is on), the 'Diarsipkan' mark of an
 * archived row, and a row's 'Arsipkan' / 'Pulihkan' button.
 */
export function ArchiveSwitch({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <Switch
      id={SWITCH_ID}
      label="Tampilkan arsip"
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}

/** The page's one 'Tampilkan arsip' switch. */
const SWITCH_ID = 'tampilkan-arsip';

/** How long the focus is watched after an archive while the list is read again. */
const REFOCUS_WATCH_MS = 10_000;

/**
 * After an archive or a restore: when the row (and the button that had the focus) leaves the list,
 * the focus, lost to the page, goes to 'Tampilkan arsip', where the row is found again. Called from
 * the mutation's onSuccess; the list may be read again only later (a slow network, a busy
 * server), so the focused button is watched, frame by frame, until it leaves the page or the user
 * moves the focus elsewhere.
 */
export function refocusAfterArchive(): void {
  const had = document.activeElement;
  const until = performance.now() + REFOCUS_WATCH_MS;
  const check = () => {
    const active = document.activeElement;
    if (!active || active === document.body) {
      document.getElementById(SWITCH_ID)?.focus();
      return;
    }
    if (active === had && had.isConnected && performance.now() < until) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Asks before archiving what more than a list depends on (an exam: no new attempt; a course: no
 * new exam): `text` says what follows; 'Arsipkan' (focused, so Enter confirms) calls `onConfirm`,
 * 'Batal' or Escape closes. Restoring needs no question.
 */
export function confirmArchive(title: string, text: string, onConfirm: () => void): string {
  return modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: 'Arsipkan', cancel: 'Batal' },
    confirmProps: { 'data-autofocus': true },
    onConfirm,
  });
}

/** 'Diarsipkan' beside an archived row's name; nothing for the others. */
export function ArchivedBadge({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <Badge variant="light" color="gray" tt="none" ml={6}>
      {BANK_MSG.archivedLabel}
    </Badge>
  );
}

/** 'Arsipkan' (not archived) or 'Pulihkan' (archived) for the row named `name`. */
export function ArchiveButton({
  name,
  archivedAt,
  onArchive,
}: {
  name: string;
  archivedAt: string | null;
  onArchive: (arsip: boolean) => void;
}) {
  return archivedAt ? (
    <RowButton label="Pulihkan" name={name} color="blue" onClick={() => onArchive(false)} />
  ) : (
    <RowButton label="Arsipkan" name={name} color="gray" onClick={() => onArchive(true)} />
  );
}
