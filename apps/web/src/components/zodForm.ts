import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { textField } from './CrudModal';

/** react-hook-form over a shared zod schema; each field is checked when it is left. */
export function useZodForm<TIn extends FieldValues, TOut>(
  schema: z.ZodType<TOut, TIn>,
  defaultValues: DefaultValues<TIn>,
) {
  return useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema as never) as unknown as Resolver<TIn, unknown, TOut>,
    mode: 'onTouched',
    defaultValues,
  });
}

/** Props for a required Mantine text input bound to a field (registration, error, asterisk). */
export function requiredField<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  name: FieldPath<T>,
) {
  return { ...textField(form, name), withAsterisk: true };
}
