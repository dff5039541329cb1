import { Badge, Box, Divider, Group, Stack, Text } from '@mantine/core';
import { essayKeyText } from '@tryout/shared/html';
import { isFormType } from '@tryout/shared/question-forms';
import { HtmlContent } from '../../components/HtmlContent';
import { FormSummary } from './FormSummary';
import { KIND_NAMES } from './formDraft';
import { Pembahasan } from './Pembahasan';
import classes from './SoalCell.module.css';
import { isAudio, mediaUrl, OPTION_FIELDS, type Soal } from './soalTypes';

/** The colour of a type's badge (the bank list, the detail). */
export const kindColor = (type: Soal['type_soal']) =>
  type === 'PG' ? 'blue' : type === 'Essay' ? 'orange' : 'grape';

/** A question with its picture/audio, options with pictures and the key in bold (read-only). */
export function SoalDetail({ soal, number }: { soal: Soal; number?: number }) {
  const media = mediaUrl('soalPg', soal.soal_gambar);
  const audio = soal.soal_gambar_kind === 'audio' || isAudio(soal.soal_gambar ?? '');
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        {number != null && <Text fw={600}>{number}.</Text>}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <HtmlContent html={soal.soal_pg} className={classes.flush} />
        </Box>
        <Badge variant="light" color={kindColor(soal.type_soal)} data-testid="soal-type">
          {KIND_NAMES[soal.type_soal]}
        </Badge>
      </Group>
      {media &&
        (audio ? (
          <audio controls src={media} style={{ width: '100%', maxWidth: 360 }} />
        ) : (
          <img
            src={media}
            alt="Gambar soal"
            style={{
              width: 'auto',
              height: 'auto',
              maxWidth: '100%',
              maxHeight: 260,
              display: 'block',
              borderRadius: 4,
              alignSelf: 'flex-start',
            }}
          />
        ))}
      {isFormType(soal.type_soal) ? (
        <Box pl={number != null ? 'md' : 0}>
          <FormSummary soal={soal} />
        </Box>
      ) : soal.type_soal === 'PG' ? (
        <Stack gap={6} pl={number != null ? 'md' : 0}>
          {OPTION_FIELDS.map(([key, field, img]) => {
            const correct = soal.kunci_pg === key;
            const pic = mediaUrl('jawabanPg', soal[img]);
            return (
              <Group key={key} gap="xs" align="flex-start" wrap="nowrap" data-correct={correct || undefined}>
                <Text fw={correct ? 800 : 400} c={correct ? 'green.9' : undefined}>
                  {key}.
                </Text>
                <Box
                  style={{ flex: 1, minWidth: 0, fontWeight: correct ? 800 : 400 }}
                  c={correct ? 'green.9' : undefined}
                >
                  <HtmlContent html={soal[field]} className={classes.flush} />
                  {pic && (
                    <img
                      src={pic}
                      alt={`Gambar pilihan ${key}`}
                      style={{
                        width: 'auto',
                        height: 'auto',
                        maxWidth: '100%',
                        maxHeight: 180,
                        marginTop: 4,
                        display: 'block',
                      }}
                    />
                  )}
                </Box>
              </Group>
            );
          })}
        </Stack>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="kunci-essay">
          Kunci Essay: <b>{essayKeyText(soal.kunci_essay) || '-'}</b>
        </Text>
      )}
      {soal.pembahasan && <Pembahasan html={soal.pembahasan} />}
      <Divider />
    </Stack>
  );
}
