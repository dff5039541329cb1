import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { ImportQuestion } from '@tryout/shared/bank-import';
import { HtmlContent } from '../../components/HtmlContent';
import { Pembahasan } from './Pembahasan';
import classes from './SoalCell.module.css';

/** The question's media as the file gave it: a picture, or (a QTI package) a recording. */
const picture = (src: string, alt: string) =>
  src.startsWith('data:audio/') ? (
    <audio src={src} controls aria-label={alt} style={{ display: 'block', maxWidth: '100%' }} />
  ) : (
    <img
      src={src}
      alt={alt}
      style={{ maxWidth: '100%', maxHeight: 220, display: 'block', borderRadius: 4 }}
    />
  );

type Form = NonNullable<ImportQuestion['form']>;

/** A form's key as a lecturer reads it ('A: 50%, B: 50%, C: -100%', 'Benar', '7 ± 0.5', 'Soekarno (100%)'). */
function formKey(type: ImportQuestion['type_soal'], k: Form['kunci']): string {
  const list = Array.isArray(k.jawaban) ? (k.jawaban as unknown[]) : [];
  switch (type) {
    case 'PG Jawaban Ganda': {
      const weights = Object.entries(k.bobot ?? {}).map(([l, w]) => `${l}: ${w}%`);
      return weights.length > 0 ? weights.join(', ') : (k.benar ?? []).join(', ');
    }
    case 'Benar/Salah':
      return k.jawaban === true ? 'Benar' : k.jawaban === false ? 'Salah' : '-';
    case 'Isian Angka':
      return `${list.join(' atau ')}${k.toleransi ? ` ± ${k.toleransi}` : ''}`;
    case 'Isian Singkat':
      return (
        list
          .map((a) =>
            typeof a === 'object' && a
              ? `${(a as { teks: string }).teks} (${(a as { nilai: number }).nilai}%)`
              : '',
          )
          .join(', ') + (k.abaikan_huruf_besar === false ? ' — huruf besar/kecil dibedakan' : '')
      );
    default:
      return '-';
  }
}

/** A matching's premises, each with the letter of its response. */
function Premises({ form }: { form: Form }) {
  return (
    <Stack gap={4}>
      {(form.isi.premis ?? []).map((html, i) => (
        // the premises never reorder: their number is their identity
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
        <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={600}>
            {i + 1}.
          </Text>
          <Box style={{ flex: 1, minWidth: 0 }}>
            <HtmlContent html={html} className={classes.flush} />
          </Box>
          <Text size="sm" fw={700}>
            → {form.kunci.pasangan?.[i] ?? '-'}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** One parsed question as the candidate's sheet shows it (text, picture, options A–E), then the key for staff. */
function PreviewQuestion({ q }: { q: ImportQuestion }) {
  const bad = q.problems.length > 0;
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      data-testid="import-question"
      style={bad ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap="xs">
        <Group gap="xs">
          <Text fw={700}>Soal {q.nomor}</Text>
          <Badge
            variant="light"
            color={q.type_soal === 'PG' ? 'blue' : q.type_soal === 'Essay' ? 'orange' : 'grape'}
          >
            {q.type_soal}
          </Badge>
          {q.warnings.length > 0 && (
            <Badge variant="light" color="yellow">
              Duplikat
            </Badge>
          )}
        </Group>
        {[...q.problems, ...q.warnings].map((p) => (
          <Text key={p} size="sm" c={q.problems.includes(p) ? 'red.8' : 'yellow.9'} fw={500}>
            {p}
          </Text>
        ))}
        {q.wacana && (
          <Paper withBorder p="xs" radius="sm" bg="gray.0" data-testid="import-wacana">
            <Text size="xs" c="dimmed" fw={600}>
              Wacana
            </Text>
            <HtmlContent html={q.wacana} className={classes.flush} />
          </Paper>
        )}
        <HtmlContent html={q.soal_pg} className={classes.flush} />
        {q.soal_gambar && picture(q.soal_gambar, `Gambar soal ${q.nomor}`)}
        {q.options.map((o) => (
          <Group key={o.key} gap="sm" align="flex-start" wrap="nowrap">
            <Box
              w={28}
              h={28}
              style={{
                borderRadius: '50%',
                border: '1px solid var(--mantine-color-gray-5)',
                display: 'grid',
                placeItems: 'center',
                flex: 'none',
              }}
            >
              <Text size="sm" fw={600}>
                {o.key}
              </Text>
            </Box>
            <Box style={{ flex: 1, minWidth: 0 }}>
              <HtmlContent html={o.html} className={classes.flush} />
              {o.gambar && picture(o.gambar, `Gambar pilihan ${o.key} soal ${q.nomor}`)}
            </Box>
          </Group>
        ))}
        {q.type_soal === 'Essay' && (
          <Box bg="gray.0" p="xs" style={{ borderRadius: 4, minHeight: 48 }}>
            <Text size="sm" c="dimmed">
              Jawaban essay peserta
            </Text>
          </Box>
        )}
        {q.form && q.type_soal === 'Menjodohkan' && <Premises form={q.form} />}
        {q.form ? (
          q.type_soal !== 'Menjodohkan' && (
            <Text size="sm">
              Kunci Jawaban: <b>{formKey(q.type_soal, q.form.kunci)}</b>
            </Text>
          )
        ) : (
          <Text size="sm">
            {q.type_soal === 'PG' ? 'Kunci Jawaban: ' : 'Kunci Essay: '}
            <b>{q.type_soal === 'PG' ? (q.kunci_pg ?? '-') : q.kunci_essay ? '' : '-'}</b>
          </Text>
        )}
        {q.type_soal === 'Essay' && q.kunci_essay && (
          <HtmlContent html={q.kunci_essay} className={classes.flush} />
        )}
        {q.pembahasan && <Pembahasan html={q.pembahasan} />}
      </Stack>
    </Paper>
  );
}

export function ImportPreviewList({ questions }: { questions: ImportQuestion[] }) {
  return (
    <Stack gap="sm">
      {questions.map((q) => (
        <PreviewQuestion key={`${q.nomor}:${q.soal_pg}:${q.soal_gambar?.length ?? 0}`} q={q} />
      ))}
    </Stack>
  );
}
