import { Badge, Box, Group, Table, Text } from '@mantine/core';
import { type AnswerDetail, scoreText } from '@tryout/shared/answer-detail';

/** A badge that keeps its whole word beside a long line (a phone: 375 px). */
const fixed = { flexShrink: 0 } as const;

/** 'Benar' / 'Salah' of one line; nothing where the line is not judged on its own. */
function LineVerdict({ benar }: { benar: boolean | null }) {
  if (benar == null) return null;
  return (
    <Badge size="sm" color={benar ? 'green' : 'red'} style={fixed}>
      {benar ? 'Benar' : 'Salah'}
    </Badge>
  );
}

/**
 * A question's answer and key line by line (docs/decisions/0027): a table's statements with the answer's
 * label and the key's, a matching's premise → response, a multiple answer's options, an isian
 * against the accepted keys; above it the score of its weight and the scoring rule. `anda`: the
 * candidate reads it ('Jawaban Anda').
 */
export function AnswerDetailView({ d, anda }: { d: AnswerDetail; anda?: boolean }) {
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Text fz="sm" fw={600} data-testid="answer-score">
          {scoreText(d)}
        </Text>
        {d.aturan && (
          <Text fz="sm" c="dimmed">
            Aturan: {d.aturan}
          </Text>
        )}
      </Group>
      <Table.ScrollContainer minWidth={280}>
        <Table withTableBorder withColumnBorders striped fz="sm" data-testid="answer-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{d.kolom}</Table.Th>
              <Table.Th>{anda ? 'Jawaban Anda' : 'Jawaban Peserta'}</Table.Th>
              <Table.Th>Kunci</Table.Th>
              <Table.Th visibleFrom="sm">Hasil</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.baris.map((b, i) => (
              // the lines of one question have no id of their own: their order is theirs
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
              <Table.Tr key={i}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{b.label}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {b.jawaban}
                  {/* a phone: the verdict under the answer, so three columns fit without scrolling */}
                  <Box hiddenFrom="sm" mt={4}>
                    <LineVerdict benar={b.benar} />
                  </Box>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{b.kunci ?? '-'}</Table.Td>
                <Table.Td visibleFrom="sm">
                  <LineVerdict benar={b.benar} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
