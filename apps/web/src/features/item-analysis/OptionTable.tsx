import { Badge, Table, Text } from '@mantine/core';
import type { ItemRow } from '@tryout/shared/item-analysis';
import { useId } from 'react';

const percent = (v: number | null) => (v == null ? '-' : `${Math.round(v * 100)} %`);

/**
 * The distractor table of one multiple-choice question (docs/decisions/0020): per option how many chose it
 * and their share of all who drew the question, of the upper and of the lower 27 % group; the key
 * marked, and a distractor chosen by under 5 % flagged 'tidak berfungsi'. The empty answers last.
 */
export function OptionTable({ item }: { item: ItemRow }) {
  const groups = item.group_size > 0;
  const title = useId();
  return (
    <div data-testid="option-table">
      <Text id={title} size="sm" fw={600} mb={4} data-testid="option-table-title">
        Analisis pengecoh soal {item.nomor}: {item.drawn} peserta mengerjakan
        {groups ? `, kelompok atas dan bawah masing-masing ${item.group_size} peserta` : ''}
      </Text>
      {/* a phone scrolls the table sideways: a named region the keyboard can reach */}
      <div role="region" aria-labelledby={title} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table withTableBorder withColumnBorders striped fz="sm" miw={520} aria-labelledby={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Opsi</Table.Th>
              <Table.Th scope="col" ta="right">
                Dipilih
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Proporsi
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Kelompok atas
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Kelompok bawah
              </Table.Th>
              <Table.Th scope="col">Keterangan</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {item.options.map((o) => (
              <Table.Tr key={o.option} data-option={o.option}>
                <Table.Th scope="row" fw={o.is_key ? 700 : 400}>
                  {o.option}
                </Table.Th>
                <Table.Td ta="right">{o.count}</Table.Td>
                <Table.Td ta="right">{percent(o.share)}</Table.Td>
                <Table.Td ta="right">{percent(o.upper_share)}</Table.Td>
                <Table.Td ta="right">{percent(o.lower_share)}</Table.Td>
                <Table.Td>
                  {o.is_key ? (
                    <Badge color="teal" variant="filled" size="sm">
                      Kunci
                    </Badge>
                  ) : o.distractor === 'tidak berfungsi' ? (
                    <Text size="sm" c="red.9" fw={600}>
                      Pengecoh tidak berfungsi (&lt; 5 %)
                    </Text>
                  ) : o.distractor ? (
                    <Text size="sm">Pengecoh berfungsi</Text>
                  ) : (
                    '-'
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr data-option="kosong">
              <Table.Th scope="row" fw={400}>
                Kosong
              </Table.Th>
              <Table.Td ta="right">{item.empty.count}</Table.Td>
              <Table.Td ta="right">{percent(item.empty.share)}</Table.Td>
              <Table.Td ta="right">{percent(item.empty.upper_share)}</Table.Td>
              <Table.Td ta="right">{percent(item.empty.lower_share)}</Table.Td>
              <Table.Td>-</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </div>
    </div>
  );
}

/** The questions the table is for: a single answer (PG) or a multiple answer (PG Jawaban Ganda). */
export const hasOptionTable = (item: ItemRow) =>
  (item.type_soal === 'PG' || item.type_soal === 'PG Jawaban Ganda') && item.options.length > 0;
