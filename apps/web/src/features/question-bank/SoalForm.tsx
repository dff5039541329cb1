import {
  Anchor,
  Box,
  Button,
  FileInput,
  Group,
  Modal,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { MAX_UPLOAD_BYTES, OPTION_KEYS } from '@tryout/shared/constants';
import { essayKeyText } from '@tryout/shared/html';
import { isFormType, QUESTION_KINDS, type QuestionKind } from '@tryout/shared/question-forms';
import { noQuestionMedia } from '@tryout/shared/staff/question-media';
import { useEffect, useMemo, useState } from 'react';
import { HtmlContent, isBlankHtml } from '../../components/HtmlContent';
import { notifyError } from '../../components/notify';
import { CandidatePreview } from './CandidatePreview';
import { FieldError, type FieldErrors, FormFields } from './FormFields';
import { FormSummary } from './FormSummary';
import { draftOf, type FormDraft, formEntries, formPayload, hasOptions, KIND_NAMES } from './formDraft';
import { Pembahasan } from './Pembahasan';
import { RichEditor } from './RichEditor';
import classes from './SoalCell.module.css';
import { isAudio, mediaUrl, OPTION_FIELDS, type Soal } from './soalTypes';

export const IMAGE_TOO_LARGE = 'Ukuran gambar maksimal 2MB';
const QUESTION_ACCEPT = 'image/png,image/jpeg,audio/mpeg,audio/ogg,audio/wav,audio/x-wav,.mp3,.ogg,.wav';
const OPTION_ACCEPT = 'image/png,image/jpeg';
/** What each upload takes, said under the field (the server allows the same, spec §5). */
const QUESTION_FILES = 'png, jpeg, mp3, ogg, wav; maks. 2MB';
const OPTION_FILES = 'png, jpeg; maks. 2MB';

type OptionField = (typeof OPTION_FIELDS)[number][1];
type OptionImageField = (typeof OPTION_FIELDS)[number][2];

export interface SoalFormValues {
  /** PG, Essay or one of the forms of docs/decisions/0025 ('Tipe soal') */
  type_soal: QuestionKind;
  /** the question's weight in nilai (default 1) */
  bobot: number | string;
  /** a form's content, key and rule as the lecturer writes them */
  form: FormDraft;
  soal_pg: string;
  pil_a: string;
  pil_b: string;
  pil_c: string;
  pil_d: string;
  pil_e: string;
  kunci_pg: string | null;
  kunci_essay: string;
  /** the optional explanation (rich text; staff only) */
  pembahasan: string;
  soal_gambar: File | null;
  gambar_pil_a: File | null;
  gambar_pil_b: File | null;
  gambar_pil_c: File | null;
  gambar_pil_d: File | null;
  gambar_pil_e: File | null;
}

export function initialValues(soal?: Soal): SoalFormValues {
  return {
    type_soal: soal?.type_soal ?? 'PG',
    bobot: soal?.bobot ?? 1,
    form: draftOf(soal),
    soal_pg: soal?.soal_pg ?? '',
    pil_a: soal?.pil_a ?? '',
    pil_b: soal?.pil_b ?? '',
    pil_c: soal?.pil_c ?? '',
    pil_d: soal?.pil_d ?? '',
    pil_e: soal?.pil_e ?? '',
    kunci_pg: soal?.kunci_pg ?? null,
    kunci_essay: essayKeyText(soal?.kunci_essay),
    pembahasan: soal?.pembahasan ?? '',
    ...noQuestionMedia(),
  };
}

/** The multipart body of /addsoalPG and /updatesoal (spec §7.4 field names). */
export function toFormData(
  v: SoalFormValues,
  ids: { group_soal: number; id_master_materi: number },
): FormData {
  const fd = new FormData();
  for (const [k, val] of formEntries(v)) fd.append(k, val);
  fd.append('group_soal', String(ids.group_soal));
  fd.append('id_master_materi', String(ids.id_master_materi));
  if (v.soal_gambar) fd.append('soal_gambar', v.soal_gambar);
  if (hasOptions(v.type_soal))
    for (const [, , img] of OPTION_FIELDS) {
      const f = v[img];
      if (f) fd.append(img, f);
    }
  return fd;
}

const optionsFilled = (v: SoalFormValues) => OPTION_FIELDS.every(([, f]) => !isBlankHtml(v[f]));

/** Spec §5: Add is enabled once the question, all five options and the key are filled. */
export function canAdd(v: SoalFormValues): boolean {
  if (isBlankHtml(v.soal_pg)) return false;
  if (v.type_soal === 'Essay') return v.kunci_essay.trim() !== '';
  // a form: the server checks its content and key and says what is missing at the field
  if (isFormType(v.type_soal)) return true;
  return optionsFilled(v) && v.kunci_pg != null && (OPTION_KEYS as readonly string[]).includes(v.kunci_pg);
}

/** Spec §5: Edit is enabled once the question and the options are filled. */
export function canEdit(v: SoalFormValues): boolean {
  if (isBlankHtml(v.soal_pg)) return false;
  return v.type_soal !== 'PG' || optionsFilled(v);
}

/** An object URL for a picked file, revoked when it changes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function MediaPreview({ src, audio, alt }: { src: string | null; audio: boolean; alt: string }) {
  if (!src) return null;
  return audio ? (
    <audio controls src={src} style={{ width: '100%', maxWidth: 360 }} data-testid="preview-audio" />
  ) : (
    <img
      src={src}
      alt={alt}
      style={{
        width: 'auto',
        height: 'auto',
        maxWidth: '100%',
        maxHeight: 220,
        display: 'block',
        borderRadius: 4,
        alignSelf: 'flex-start',
      }}
    />
  );
}

/** A file picker that refuses files over 2 MB before anything is uploaded. */
function UploadField({
  label,
  accept,
  value,
  onChange,
  current,
  testId,
  kinds,
}: {
  label: string;
  accept: string;
  /** the file kinds and size limit, in words */
  kinds: string;
  value: File | null;
  onChange: (f: File | null) => void;
  current?: string | null;
  testId: string;
}) {
  return (
    <FileInput
      label={label}
      accept={accept}
      clearable
      placeholder={current ? 'Ganti file (opsional)' : 'Pilih file'}
      description={current ? `File saat ini: ${current.split('/').pop()}` : kinds}
      value={value}
      data-testid={testId}
      // the picker's 'Pilih file' is shown text, not a hint: gray.7 (8:1), Mantine's placeholder grey is 2:1
      styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      onChange={(f) => {
        if (f && f.size > MAX_UPLOAD_BYTES) {
          notifyError(IMAGE_TOO_LARGE);
          onChange(null);
          return;
        }
        onChange(f);
      }}
    />
  );
}

/** The add/edit question form (spec §2.6, §5; docs/decisions/0025's forms): rich editors, type, key, uploads, preview. */
export function SoalForm({
  title,
  initial,
  existing,
  submitLabel,
  mode,
  submitting,
  errors: serverErrors,
  onSubmit,
  onCancel,
}: {
  title: string;
  initial: SoalFormValues;
  existing?: Soal;
  submitLabel: string;
  mode: 'add' | 'edit';
  submitting: boolean;
  /** the server's refusal by field (the last save's), shown at the field */
  errors?: FieldErrors;
  onSubmit: (v: SoalFormValues) => void;
  onCancel: () => void;
}) {
  const [v, setV] = useState<SoalFormValues>(initial);
  const [preview, setPreview] = useState(false);
  // the last save's refusals stand until the lecturer changes something (then they may be stale)
  const [changed, setChanged] = useState(false);
  const errors = changed ? undefined : serverErrors;
  const set = <K extends keyof SoalFormValues>(k: K, val: SoalFormValues[K]) => {
    setChanged(true);
    setV((s) => ({ ...s, [k]: val }));
  };
  const setForm = (f: (d: FormDraft) => FormDraft) => {
    setChanged(true);
    setV((s) => ({ ...s, form: f(s.form) }));
  };
  const enabled = mode === 'add' ? canAdd(v) : canEdit(v);
  const type = v.type_soal;
  const withOptions = hasOptions(type);
  const optionWord = type === 'Menjodohkan' ? 'Respons' : 'Pilihan';

  const soalFileUrl = useObjectUrl(v.soal_gambar);
  const soalSrc = soalFileUrl ?? mediaUrl('soalPg', existing?.soal_gambar);
  const soalIsAudio = v.soal_gambar
    ? v.soal_gambar.type.startsWith('audio') || isAudio(v.soal_gambar.name)
    : existing?.soal_gambar_kind === 'audio' || isAudio(existing?.soal_gambar ?? '');
  const optUrls = {
    gambar_pil_a: useObjectUrl(v.gambar_pil_a),
    gambar_pil_b: useObjectUrl(v.gambar_pil_b),
    gambar_pil_c: useObjectUrl(v.gambar_pil_c),
    gambar_pil_d: useObjectUrl(v.gambar_pil_d),
    gambar_pil_e: useObjectUrl(v.gambar_pil_e),
  } as Record<OptionImageField, string | null>;
  const optSrc = (f: OptionImageField) => optUrls[f] ?? mediaUrl('jawabanPg', existing?.[f]);
  const filled = OPTION_FIELDS.filter(([, f, img]) => !isBlankHtml(v[f]) || optSrc(img) !== null).map(
    ([key]) => key,
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Radio.Group
          label="Tipe soal"
          value={type}
          onChange={(t) => set('type_soal', t as QuestionKind)}
          error={errors?.type_soal}
        >
          <Group gap="md" mt={6} wrap="wrap">
            {QUESTION_KINDS.map((k) => (
              <Radio key={k} value={k} label={KIND_NAMES[k]} />
            ))}
          </Group>
        </Radio.Group>
      </Paper>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Stack gap="md">
          <RichEditor
            label="Soal"
            required
            value={v.soal_pg}
            onChange={(h) => set('soal_pg', h)}
            testId="editor-soal"
            error={errors?.soal_pg}
          />
          <UploadField
            label="Gambar / Audio Soal"
            accept={QUESTION_ACCEPT}
            kinds={QUESTION_FILES}
            value={v.soal_gambar}
            current={existing?.soal_gambar}
            onChange={(f) => set('soal_gambar', f)}
            testId="upload-soal"
          />
          <MediaPreview src={soalSrc} audio={soalIsAudio} alt="Gambar soal" />
        </Stack>
      </Paper>
      {withOptions && type !== 'PG' && (
        <Text size="sm" c="dimmed">
          {type === 'Menjodohkan'
            ? 'Respons A–E: isi minimal dua; respons yang tidak dipasangkan menjadi pengecoh.'
            : 'Pilihan A–E: isi minimal dua.'}
        </Text>
      )}
      {withOptions && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {OPTION_FIELDS.map(([key, field, img]) => (
            <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" key={key}>
              <Stack gap="sm">
                <RichEditor
                  label={`${optionWord} ${key}`}
                  required={type === 'PG'}
                  value={v[field as OptionField]}
                  onChange={(h) => set(field, h)}
                  testId={`editor-${field}`}
                  error={errors?.[field]}
                />
                <UploadField
                  label={`Gambar ${optionWord} ${key}`}
                  accept={OPTION_ACCEPT}
                  kinds={OPTION_FILES}
                  value={v[img]}
                  current={existing?.[img]}
                  onChange={(f) => set(img, f)}
                  testId={`upload-${img}`}
                />
                <MediaPreview
                  src={optSrc(img)}
                  audio={false}
                  alt={`Gambar ${optionWord.toLowerCase()} ${key}`}
                />
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {isFormType(type) ? (
        <FormFields type={type} draft={v.form} set={setForm} filled={filled} errors={errors} />
      ) : (
        <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
          {type === 'PG' ? (
            <Select
              label="Kunci Jawaban"
              placeholder="Pilih kunci (A–E)"
              required
              data={[...OPTION_KEYS]}
              value={v.kunci_pg}
              onChange={(k) => set('kunci_pg', k)}
              w={{ base: '100%', sm: 240 }}
              allowDeselect={false}
              error={errors?.kunci_pg}
            />
          ) : (
            <Textarea
              label="Kunci Essay"
              required
              autosize
              minRows={3}
              value={v.kunci_essay}
              onChange={(e) => set('kunci_essay', e.currentTarget.value)}
              error={errors?.kunci_essay}
            />
          )}
        </Paper>
      )}
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Stack gap="md">
          <NumberInput
            label="Bobot soal"
            description="Pengali nilai soal ini (bawaan 1)"
            min={0}
            max={100}
            decimalSeparator=","
            value={v.bobot}
            onChange={(b) => set('bobot', b)}
            error={errors?.bobot}
            w={{ base: '100%', sm: 200 }}
          />
          <RichEditor
            label="Pembahasan (opsional)"
            value={v.pembahasan}
            onChange={(h) => set('pembahasan', h)}
            testId="editor-pembahasan"
          />
        </Stack>
      </Paper>
      {errors?._ && <FieldError message={errors._} testId="error-form" />}
      <Group justify="flex-end" gap="sm" wrap="wrap">
        <Button variant="default" onClick={onCancel}>
          Kembali
        </Button>
        <Button variant="light" onClick={() => setPreview(true)}>
          Pratinjau
        </Button>
        <Button
          disabled={!enabled}
          loading={submitting}
          onClick={() => {
            setChanged(false);
            onSubmit(v);
          }}
        >
          {submitLabel}
        </Button>
      </Group>

      <Modal opened={preview} onClose={() => setPreview(false)} title="Pratinjau Soal" size="lg" centered>
        <Stack gap="sm">
          {isBlankHtml(v.soal_pg) ? (
            <Text c="dimmed">Soal belum diisi</Text>
          ) : (
            <HtmlContent html={v.soal_pg} className={classes.flush} />
          )}
          <MediaPreview src={soalSrc} audio={soalIsAudio} alt="Gambar soal" />
          {type === 'PG' &&
            OPTION_FIELDS.map(([key, field, img]) => (
              <Group key={key} align="flex-start" gap="xs" wrap="nowrap">
                <Text fw={v.kunci_pg === key ? 700 : 500} c={v.kunci_pg === key ? 'green.8' : undefined}>
                  {key}.
                </Text>
                <Box style={{ flex: 1, fontWeight: v.kunci_pg === key ? 700 : undefined }}>
                  <HtmlContent html={v[field as OptionField] || '<p>-</p>'} className={classes.flush} />
                  <MediaPreview src={optSrc(img)} audio={false} alt={`Gambar pilihan ${key}`} />
                </Box>
              </Group>
            ))}
          {type === 'Essay' && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              <b>Kunci Essay:</b> {v.kunci_essay || '-'}
            </Text>
          )}
          {type === 'PG' && (
            <Text size="sm">
              Kunci Jawaban: <b>{v.kunci_pg ?? '-'}</b>
            </Text>
          )}
          {isFormType(type) && (
            <CandidatePreview
              key={type}
              type={type}
              draft={v.form}
              options={OPTION_FIELDS.map(([key, field, img]) => ({
                key,
                html: v[field as OptionField],
                image_url: optSrc(img),
              }))}
            />
          )}
          {isFormType(type) && <FormSummary soal={previewSoal(v)} optionSrc={(img) => optSrc(img)} />}
          {!isBlankHtml(v.pembahasan) && <Pembahasan html={v.pembahasan} />}
          {existing?.soal_gambar && !v.soal_gambar && (
            <Anchor href={mediaUrl('soalPg', existing.soal_gambar) ?? undefined} target="_blank" size="sm">
              Buka file soal
            </Anchor>
          )}
        </Stack>
      </Modal>
    </Stack>
  );
}

/** The form's values as a stored question reads (the preview shows it as the detail does). */
function previewSoal(v: SoalFormValues) {
  const f = isFormType(v.type_soal) ? formPayload(v.type_soal, v.form) : null;
  return {
    type_soal: v.type_soal,
    pil_a: v.pil_a,
    pil_b: v.pil_b,
    pil_c: v.pil_c,
    pil_d: v.pil_d,
    pil_e: v.pil_e,
    isi: (f?.isi ?? null) as Soal['isi'],
    kunci: (f?.kunci ?? null) as Soal['kunci'],
    aturan_skor: f?.aturan_skor ?? null,
    bobot: Number(String(v.bobot).replace(',', '.')) || 1,
  };
}
