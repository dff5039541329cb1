import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

export interface CrudFormProps<TValues extends FieldValues, TOut> {
  /** What the fields start with (a new row's blanks or the edited row). */
  values: TValues;
  /** The shared zod schema the values must pass; its output is what onSubmit receives. */
  schema: z.ZodType<TOut>;
  onSubmit: (out: TOut) => void;
  /** Called instead of onSubmit when a field is invalid (the errors show under the fields). */
  onInvalid?: () => void;
  onCancel: () => void;
  submitting: boolean;
  cancelLabel?: string;
  submitLabel: string;
  /** The fields, given the form (see textField / valueField). */
  children: (form: UseFormReturn<TValues, unknown, TOut>) => ReactNode;
}

/**
 * A staff form: react-hook-form over a shared zod schema, its fields, then Cancel and Submit on
 * the right. Nothing is sent while a field is invalid.
 */
export function CrudForm<TValues extends FieldValues, TOut>({
  values,
  schema,
  onSubmit,
  onInvalid,
  onCancel,
  submitting,
  cancelLabel = 'Batal',
  submitLabel,
  children,
}: CrudFormProps<TValues, TOut>) {
  const form = useForm<TValues, unknown, TOut>({
    resolver: zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOut>,
    defaultValues: values as DefaultValues<TValues>,
  });
  return (
    <Stack gap="sm">
      {children(form)}
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={form.handleSubmit(onSubmit, onInvalid)} loading={submitting}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/** The centred dialog of a staff form (full screen on a phone). */
export function FormModal({
  opened,
  onClose,
  title,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalProps['size'];
  children: ReactNode;
}) {
  const isPhone = useMediaQuery('(max-width: 40em)');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} fullScreen={isPhone} centered>
      {children}
    </Modal>
  );
}

/**
 * The create/edit dialog of a staff list: a CrudForm in a FormModal, open while `values` is
 * set. The form starts afresh each time it opens.
 */
export function CrudModal<TValues extends FieldValues, TOut>({
  title,
  size,
  onClose,
  values,
  ...form
}: Omit<CrudFormProps<TValues, TOut>, 'values' | 'onCancel'> & {
  title: string;
  size?: ModalProps['size'];
  values: TValues | null;
  onClose: () => void;
}) {
  return (
    <FormModal opened={values != null} onClose={onClose} title={title} size={size}>
      {values != null && <CrudForm values={values} onCancel={onClose} {...form} />}
    </FormModal>
  );
}

const errorOf = <T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, name: FieldPath<T>) =>
  form.getFieldState(name, form.formState).error?.message;

/** Props for a Mantine text input (TextInput, PasswordInput, Textarea) bound to a field. */
export function textField<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  name: FieldPath<T>,
) {
  return { ...form.register(name), error: errorOf(form, name) };
}

/** Props for a Mantine input that gives its value to onChange (Select, NumberInput, …). */
export function valueField<T extends FieldValues, N extends FieldPath<T>>(
  form: UseFormReturn<T, unknown, unknown>,
  name: N,
) {
  return {
    value: form.watch(name),
    onChange: (v: unknown) =>
      form.setValue(name, v as PathValue<T, N>, {
        shouldValidate: form.formState.isSubmitted,
        shouldDirty: true,
      }),
    error: errorOf(form, name),
  };
}
