import { Textarea } from '@mantine/core';

/** The longest reason the server keeps (packages/shared/src/monitor.ts alasanSchema). */
const REASON_MAX = 500;

/** Whether a reason may be sent: not blank, not longer than the server keeps. */
export const reasonOk = (alasan: string): boolean =>
  alasan.trim().length > 0 && alasan.trim().length <= REASON_MAX;

/**
 * The reason an audited change carries (proctor actions, grading, deleting a result, the pass
 * settings): written to the audit log with the change.
 */
export function ReasonField({
  value,
  onChange,
  autoFocus,
}: {
  value: string;
  onChange: (v: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <Textarea
      label="Alasan"
      description="Dicatat di log audit"
      required
      autosize
      minRows={2}
      maxLength={REASON_MAX}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data-autofocus={autoFocus || undefined}
    />
  );
}
