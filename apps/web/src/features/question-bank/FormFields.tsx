import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { OPTION_KEYS, type OptionKey } from '@tryout/shared/constants';
import {
  type FormType,
  NUMBER_KEYS_MAX,
  SCORING_RULE_NAMES,
  SHORT_ANSWERS_MAX,
  STATEMENT_LABELS,
  STATEMENTS_MAX,
  STATEMENTS_MIN,
  type StatementLabels,
} from '@tryout/shared/question-forms';
import type { ReactNode } from 'react';
import { ApiError } from '../../api/client';
import { type FormDraft, labelsOf, type Row, row, rulesOf } from './formDraft';
import { RichEditor } from './RichEditor';

/** The server's refusals by field ('isi', 'kunci', 'aturan_skor', …), shown where they belong. */
export type FieldErrors = Record<string, string> | undefined;

/** The field messages of a failed save (a 400's `errors`), none for other failures. */
export const fieldErrors = (err: unknown): FieldErrors =>
  err instanceof ApiError && err.status === 400 ? (err.body.errors ?? { _: err.message }) : undefined;

type SetDraft = (f: (d: FormDraft) => FormDraft) => void;

/** A section's refusal from the server, read by screen readers when it appears. */
export function FieldError({ message, testId }: { message?: string; testId: string }) {
  if (!message) return null;
  return (
    <Text size="sm" c="red.8" role="alert" data-testid={testId}>
      {message}
    </Text>
  );
}

const LABEL_DATA = Object.keys(STATEMENT_LABELS).map((l) => ({ value: l, label: l }));

function LabelSelect({ draft, set }: { draft: FormDraft; set: SetDraft }) {
  return (
    <Select
      label="Pasangan label"
      description="Label yang dipilih peserta untuk setiap pernyataan"
      data={LABEL_DATA}
      value={draft.label}
      allowDeselect={false}
      onChange={(l) => l && set((d) => ({ ...d, label: l as StatementLabels }))}
      w={{ base: '100%', sm: 280 }}
    />
  );
}

/** 'Aturan penilaian' of a form that has several rules. */
export function RuleSelect({
  type,
  draft,
  set,
  error,
}: {
  type: FormType;
  draft: FormDraft;
  set: SetDraft;
  error?: string;
}) {
  const rules = rulesOf(type);
  if (rules.length === 0) return null;
  return (
    <Select
      label="Aturan penilaian"
      data={rules.map((r) => ({ value: r, label: SCORING_RULE_NAMES[r as keyof typeof SCORING_RULE_NAMES] }))}
      value={draft.aturan || rules[0]}
      allowDeselect={false}
      onChange={(r) => r && set((d) => ({ ...d, aturan: r }))}
      error={error}
      w={{ base: '100%', sm: 360 }}
    />
  );
}

/** A list whose rows can be added up to `max` and removed down to `min`. */
function RowList<T>({
  rows: list,
  min,
  max,
  addLabel,
  onChange,
  blank,
  children,
  name,
}: {
  rows: Row<T>[];
  min: number;
  max: number;
  addLabel: string;
  name: (i: number) => string;
  blank: () => T;
  onChange: (rows: Row<T>[]) => void;
  children: (r: Row<T>, i: number, update: (v: T) => void) => ReactNode;
}) {
  return (
    <Stack gap="sm">
      {list.map((r, i) => (
        <Group key={r.id} align="flex-start" gap="xs" wrap="nowrap">
          <div style={{ flex: 1, minWidth: 0 }}>
            {children(r, i, (v) => onChange(list.map((x) => (x.id === r.id ? { ...x, value: v } : x))))}
          </div>
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            disabled={list.length <= min}
            aria-label={`Hapus ${name(i)}`}
            onClick={() => onChange(list.filter((x) => x.id !== r.id))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="compact-sm"
          disabled={list.length >= max}
          onClick={() => onChange([...list, row(blank())])}
        >
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/** PG Kompleks: the label pair, 2–8 statements each with its key, the rule. */
function TableFields({ draft, set, errors }: { draft: FormDraft; set: SetDraft; errors: FieldErrors }) {
  const [yes, no] = labelsOf(draft.label);
  return (
    <Stack gap="md">
      <LabelSelect draft={draft} set={set} />
      <RowList
        rows={draft.pernyataan}
        min={STATEMENTS_MIN}
        max={STATEMENTS_MAX}
        addLabel="Tambah pernyataan"
        name={(i) => `pernyataan ${i + 1}`}
        blank={() => ({ teks: '', kunci: null })}
        onChange={(pernyataan) => set((d) => ({ ...d, pernyataan }))}
      >
        {(r, i, update) => (
          <Stack gap={6}>
            <RichEditor
              compact
              height={60}
              label={`Pernyataan ${i + 1}`}
              required
              value={r.value.teks}
              onChange={(teks) => update({ ...r.value, teks })}
              testId={`editor-pernyataan-${i + 1}`}
            />
            <Group gap="xs">
              <Text size="sm" id={`kunci-pernyataan-${r.id}`}>
                Kunci pernyataan {i + 1}:
              </Text>
              <SegmentedControl
                size="xs"
                aria-labelledby={`kunci-pernyataan-${r.id}`}
                value={r.value.kunci === null ? '' : r.value.kunci ? 'y' : 'n'}
                onChange={(v) => update({ ...r.value, kunci: v === 'y' })}
                data={[
                  { value: 'y', label: yes },
                  { value: 'n', label: no },
                ]}
              />
            </Group>
          </Stack>
        )}
      </RowList>
      <FieldError message={errors?.isi} testId="error-isi" />
    </Stack>
  );
}

/** PG Jawaban Ganda: every right option, and the options' weights when the rule is 'berbobot'. */
function MultipleFields({
  draft,
  set,
  filled,
}: {
  draft: FormDraft;
  set: SetDraft;
  filled: readonly OptionKey[];
}) {
  const weighted = draft.aturan === 'berbobot';
  return (
    <Stack gap="sm">
      <Checkbox.Group
        label="Jawaban benar (boleh lebih dari satu)"
        value={draft.benar}
        onChange={(v) => set((d) => ({ ...d, benar: v as OptionKey[] }))}
      >
        <Group gap="md" mt={6}>
          {OPTION_KEYS.map((l) => (
            <Checkbox
              key={l}
              value={l}
              label={l}
              disabled={!filled.includes(l) && !draft.benar.includes(l)}
            />
          ))}
        </Group>
      </Checkbox.Group>
      {weighted && (
        <>
          <Text size="sm" c="dimmed">
            Bobot tiap pilihan dalam persen (boleh negatif untuk pilihan salah); bobot pilihan benar berjumlah
            100. Kosongkan semua untuk bobot bawaan.
          </Text>
          <Group gap="sm" wrap="wrap">
            {OPTION_KEYS.filter((l) => filled.includes(l)).map((l) => (
              <NumberInput
                key={l}
                label={`Bobot ${l} (%)`}
                w={110}
                min={-100}
                max={100}
                value={draft.bobotPilihan[l] ?? ''}
                onChange={(w) => set((d) => ({ ...d, bobotPilihan: { ...d.bobotPilihan, [l]: w } }))}
              />
            ))}
          </Group>
        </>
      )}
    </Stack>
  );
}

/** Isian Angka: one or more keys and the tolerance (absolute or relative). */
function NumberFields({ draft, set }: { draft: FormDraft; set: SetDraft }) {
  return (
    <Stack gap="sm">
      <RowList
        rows={draft.angka}
        min={1}
        max={NUMBER_KEYS_MAX}
        addLabel="Tambah kunci"
        name={(i) => `kunci ${i + 1}`}
        blank={() => ''}
        onChange={(angka) => set((d) => ({ ...d, angka }))}
      >
        {(r, i, update) => (
          <TextInput
            label={`Kunci ${i + 1}`}
            description={i === 0 ? 'Bilangan, misalnya 8,5 atau 1/2' : undefined}
            required
            value={r.value}
            onChange={(e) => update(e.currentTarget.value)}
            w={{ base: '100%', sm: 240 }}
          />
        )}
      </RowList>
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label="Toleransi"
          inputMode="decimal"
          value={String(draft.toleransi)}
          onChange={(e) => {
            const v = e.currentTarget.value;
            set((d) => ({ ...d, toleransi: v }));
          }}
          w={140}
        />
        <SegmentedControl
          aria-label="Jenis toleransi"
          value={draft.jenisToleransi}
          onChange={(v) => set((d) => ({ ...d, jenisToleransi: v as 'mutlak' | 'relatif' }))}
          data={[
            { value: 'mutlak', label: 'Mutlak (±)' },
            { value: 'relatif', label: 'Relatif (%)' },
          ]}
        />
      </Group>
    </Stack>
  );
}

/** Isian Singkat: the accepted answers with their credit, and whether case counts. */
function ShortFields({ draft, set }: { draft: FormDraft; set: SetDraft }) {
  return (
    <Stack gap="sm">
      <RowList
        rows={draft.singkat}
        min={1}
        max={SHORT_ANSWERS_MAX}
        addLabel="Tambah jawaban"
        name={(i) => `jawaban ${i + 1}`}
        blank={() => ({ teks: '', nilai: 100 as number | string })}
        onChange={(singkat) => set((d) => ({ ...d, singkat }))}
      >
        {(r, i, update) => (
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              label={`Jawaban diterima ${i + 1}`}
              required
              value={r.value.teks}
              onChange={(e) => update({ ...r.value, teks: e.currentTarget.value })}
              style={{ flex: 1, minWidth: 200 }}
            />
            <NumberInput
              label={`Nilai jawaban ${i + 1} (%)`}
              min={1}
              max={100}
              w={150}
              value={r.value.nilai}
              onChange={(nilai) => update({ ...r.value, nilai })}
            />
          </Group>
        )}
      </RowList>
      <Checkbox
        label="Abaikan huruf besar/kecil"
        checked={draft.abaikanHurufBesar}
        onChange={(e) => {
          const checked = e.currentTarget.checked;
          set((d) => ({ ...d, abaikanHurufBesar: checked }));
        }}
      />
    </Stack>
  );
}

/** Menjodohkan: 2–8 premises, each paired with one of the responses (the options A–E). */
function MatchingFields({
  draft,
  set,
  filled,
  errors,
}: {
  draft: FormDraft;
  set: SetDraft;
  filled: readonly OptionKey[];
  errors: FieldErrors;
}) {
  return (
    <Stack gap="sm">
      <RowList
        rows={draft.premis}
        min={STATEMENTS_MIN}
        max={STATEMENTS_MAX}
        addLabel="Tambah premis"
        name={(i) => `premis ${i + 1}`}
        blank={() => ({ teks: '', pasangan: null as OptionKey | null })}
        onChange={(premis) => set((d) => ({ ...d, premis }))}
      >
        {(r, i, update) => (
          <Group gap="sm" align="flex-start" wrap="wrap">
            <div style={{ flex: 1, minWidth: 220 }}>
              <RichEditor
                compact
                height={60}
                label={`Premis ${i + 1}`}
                required
                value={r.value.teks}
                onChange={(teks) => update({ ...r.value, teks })}
                testId={`editor-premis-${i + 1}`}
              />
            </div>
            <Select
              label={`Pasangan premis ${i + 1}`}
              placeholder="Respons"
              data={OPTION_KEYS.filter((l) => filled.includes(l) || l === r.value.pasangan).map((l) => ({
                value: l,
                label: `Respons ${l}`,
              }))}
              value={r.value.pasangan}
              onChange={(l) => update({ ...r.value, pasangan: (l as OptionKey) ?? null })}
              w={170}
            />
          </Group>
        )}
      </RowList>
      <FieldError message={errors?.isi} testId="error-isi" />
    </Stack>
  );
}

/** Benar/Salah: the label pair and the key. */
function TrueFalseFields({ draft, set }: { draft: FormDraft; set: SetDraft }) {
  const [yes, no] = labelsOf(draft.label);
  return (
    <Stack gap="sm">
      <LabelSelect draft={draft} set={set} />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="kunci-benar-salah">
          Kunci Jawaban
        </Text>
        <SegmentedControl
          aria-labelledby="kunci-benar-salah"
          w={{ base: '100%', sm: 280 }}
          value={draft.benarSalah === null ? '' : draft.benarSalah ? 'y' : 'n'}
          onChange={(v) => set((d) => ({ ...d, benarSalah: v === 'y' }))}
          data={[
            { value: 'y', label: yes },
            { value: 'n', label: no },
          ]}
        />
      </Stack>
    </Stack>
  );
}

/** The content and key of a form, its rule, and the server's refusals of them at their place. */
export function FormFields({
  type,
  draft,
  set,
  filled,
  errors,
}: {
  type: FormType;
  draft: FormDraft;
  set: SetDraft;
  /** the options A–E that have a text or a picture */
  filled: readonly OptionKey[];
  errors: FieldErrors;
}) {
  const body = {
    'PG Kompleks': <TableFields draft={draft} set={set} errors={errors} />,
    'PG Jawaban Ganda': <MultipleFields draft={draft} set={set} filled={filled} />,
    'Isian Angka': <NumberFields draft={draft} set={set} />,
    'Isian Singkat': <ShortFields draft={draft} set={set} />,
    Menjodohkan: <MatchingFields draft={draft} set={set} filled={filled} errors={errors} />,
    'Benar/Salah': <TrueFalseFields draft={draft} set={set} />,
  }[type];
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" data-testid="form-fields">
      <Stack gap="md">
        {body}
        <FieldError message={errors?.kunci} testId="error-kunci" />
        <RuleSelect type={type} draft={draft} set={set} error={errors?.aturan_skor} />
      </Stack>
    </Paper>
  );
}
