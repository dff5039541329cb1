import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A score field for 0 to 100, at most two decimals. A value out of range is kept as typed (never
 * clamped to 0 or 100, a minus stays): the form sends it and shows the server's message.
 */
export function ScoreInput(props: NumberInputProps) {
  return <NumberInput min={0} max={100} decimalScale={2} clampBehavior="none" {...props} />;
}
