import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A number field for counts, order and minutes: whole numbers only (no decimals, no minus), from
 * `min` (default 0), stepping by one.
 */
export function WholeNumberInput({ min = 0, ...props }: NumberInputProps) {
  return <NumberInput min={min} step={1} allowDecimal={false} allowNegative={false} {...props} />;
}
