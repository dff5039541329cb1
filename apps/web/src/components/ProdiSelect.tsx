import { Select, type SelectProps } from '@mantine/core';
import { PROGRAMMES } from '@tryout/shared/constants';

/** The required 'Prodi' choice of the staff forms (the spec's programme options). */
export function ProdiSelect(props: Omit<SelectProps, 'data'>) {
  return <Select label="Prodi" required placeholder="Pilih prodi" data={[...PROGRAMMES]} {...props} />;
}
