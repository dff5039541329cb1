import { Box, Group, Stack, Table, Text } from '@mantine/core';
import { isBlankHtml } from '@tryout/shared/html';
import { HtmlContent } from '../../components/HtmlContent';
import { keySummary, labelsOf, ruleName } from './formDraft';
import classes from './SoalCell.module.css';
import { mediaUrl, OPTION_FIELDS, type Soal } from './soalTypes';

type OptionImageField = (typeof OPTION_FIELDS)[number][2];

export type SummarySoal = Pick<
  Soal,
  'type_soal' | 'pil_a' | 'pil_b' | 'pil_c' | 'pil_d' | 'pil_e' | 'isi' | 'kunci' | 'aturan_skor' | 'bobot'
> &
  Partial<Pick<Soal, OptionImageField | 'kunci_pg'>>;

const arr = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** The options A–E that have a text or a picture, the key ones in bold green (with their weight). */
function Options({
  soal,
  right,
  word,
  optionSrc,
}: {
  soal: SummarySoal;
  right: (key: string) => boolean;
  word: string;
  optionSrc: (img: OptionImageField) => string | null;
}) {
  const weights = soal.type_soal === 'PG Jawaban Ganda' ? soal.kunci?.bobot : undefined;
  return (
    <Stack gap={6}>
      {OPTION_FIELDS.map(([key, field, img]) => {
        const pic = optionSrc(img);
        if (isBlankHtml(soal[field]) && !pic) return null;
        const ok = right(key);
        const w = weights?.[key];
        return (
          <Group key={key} gap="xs" align="flex-start" wrap="nowrap" data-correct={ok || undefined}>
            <Text fw={ok ? 800 : 400} c={ok ? 'green.9' : undefined}>
              {key}.
            </Text>
            <Box style={{ flex: 1, minWidth: 0, fontWeight: ok ? 800 : 400 }} c={ok ? 'green.9' : undefined}>
              <HtmlContent html={soal[field]} className={classes.flush} />
              {pic && (
                <img
                  src={pic}
                  alt={`Gambar ${word} ${key}`}
                  style={{ maxWidth: '100%', maxHeight: 180, marginTop: 4, display: 'block' }}
                />
              )}
            </Box>
            {w !== undefined && (
              <Text size="sm" c="dimmed">
                {w}%
              </Text>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}

/**
 * A form's content and key as staff read them (the question detail, the list of all questions,
 * the form's preview): a table's statements with their keys, the options with the right ones in
 * bold, a matching's pairs, the accepted answers; the rule and the weight.
 */
export function FormSummary({
  soal,
  optionSrc = (img) => mediaUrl('jawabanPg', soal[img]),
}: {
  soal: SummarySoal;
  optionSrc?: (img: OptionImageField) => string | null;
}) {
  const isi = soal.isi ?? {};
  const k = soal.kunci ?? {};
  const [yes, no] = labelsOf(isi.label);
  const rule = ruleName(soal.type_soal, soal.aturan_skor);
  let body: React.ReactNode = null;
  switch (soal.type_soal) {
    case 'PG Kompleks': {
      const keys = arr<boolean>(k.jawaban);
      body = (
        <Table withTableBorder withColumnBorders fz="sm" data-testid="form-statements">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>No</Table.Th>
              <Table.Th>Pernyataan</Table.Th>
              <Table.Th w={120}>Kunci</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {arr<string>(isi.pernyataan).map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: statements are listed in order, never moved here
              <Table.Tr key={i}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>
                  <HtmlContent html={p} className={classes.flush} />
                </Table.Td>
                <Table.Td fw={700}>{keys[i] === undefined ? '-' : keys[i] ? yes : no}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      );
      break;
    }
    case 'PG Jawaban Ganda':
      body = (
        <Options
          soal={soal}
          word="pilihan"
          optionSrc={optionSrc}
          right={(l) => (k.benar ?? []).includes(l as 'A')}
        />
      );
      break;
    case 'Menjodohkan': {
      const pairs = k.pasangan ?? [];
      body = (
        <Stack gap="xs">
          <Table withTableBorder withColumnBorders fz="sm" data-testid="form-pairs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>No</Table.Th>
                <Table.Th>Premis</Table.Th>
                <Table.Th w={120}>Pasangan</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {arr<string>(isi.premis).map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: premises are listed in order, never moved here
                <Table.Tr key={i}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>
                    <HtmlContent html={p} className={classes.flush} />
                  </Table.Td>
                  <Table.Td fw={700}>{pairs[i] ? `Respons ${pairs[i]}` : '-'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm" fw={600}>
            Respons
          </Text>
          <Options soal={soal} word="respons" optionSrc={optionSrc} right={() => false} />
        </Stack>
      );
      break;
    }
    default:
      break;
  }
  return (
    <Stack gap={6} data-testid="form-summary">
      {body}
      {soal.type_soal !== 'PG Jawaban Ganda' && soal.type_soal !== 'PG Kompleks' && (
        <Text size="sm" data-testid="form-key">
          Kunci:{' '}
          <b>{keySummary({ type_soal: soal.type_soal, kunci_pg: soal.kunci_pg ?? null, isi, kunci: k })}</b>
          {soal.type_soal === 'Isian Singkat' &&
            (k.abaikan_huruf_besar === false
              ? ' · huruf besar/kecil dibedakan'
              : ' · huruf besar/kecil diabaikan')}
        </Text>
      )}
      {soal.type_soal === 'Benar/Salah' && (
        <Text size="sm" c="dimmed">
          Pilihan peserta: {yes} / {no}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {rule ? `Aturan penilaian: ${rule} · ` : ''}Bobot: {String(soal.bobot).replace('.', ',')}
      </Text>
    </Stack>
  );
}
