import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A score field: from 0 to 100, at most two decimals, no minus. */
export function ScoreInput(props: NumberInputProps) {
  return <NumberInput min={0} max={100} decimalScale={2} allowNegative={false} {...props} />;
}
