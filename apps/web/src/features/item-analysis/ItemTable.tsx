import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import type { ItemRow } from '@tryout/shared/item-analysis';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { editSoalPath } from './itemAnalysis';
import { hasOptionTable, OptionTable } from './OptionTable';

const fixed = (v: number | null, digits = 2) =>
  v == null
    ? '-'
    : v.toLocaleString('id-ID', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const percent = (v: number | null) => (v == null ? '-' : `${Math.round(v * 100)} %`);

const DIFFICULTY_COLOR = { Mudah: 'teal', Sedang: 'blue', Sukar: 'orange' } as const;
const DISCRIMINATION_COLOR = { 'baik sekali': 'teal', baik: 'blue', cukup: 'yellow', jelek: 'red' } as const;

/** A sortable index column: the value and its classification as a small badge. */
function labelled(
  accessor: 'p' | 'd',
  title: string,
  width: number,
  cell: (i: ItemRow) => [number | null, { text: string; color: string } | null],
): DataTableColumn<ItemRow> {
  return {
    accessor,
    title,
    sortable: true,
    width,
    textAlign: 'right',
    render: (i) => {
      const [value, label] = cell(i);
      return (
        <>
          {fixed(value)}{' '}
          {label && (
            <Badge size="xs" variant="light" color={label.color} style={{ overflow: 'visible' }}>
              {label.text}
            </Badge>
          )}
        </>
      );
    },
  };
}

const columns: DataTableColumn<ItemRow>[] = [
  { accessor: 'nomor', title: 'No', sortable: true, width: 56 },
  {
    accessor: 'soal',
    title: 'Soal',
    width: 240,
    render: (i) => (
      <Anchor
        component={Link}
        to={editSoalPath(i)}
        size="sm"
        lineClamp={2}
        miw={200}
        maw={340}
        title="Ubah soal"
      >
        {i.soal || `Soal ${i.nomor}`}
      </Anchor>
    ),
  },
  { accessor: 'nama_group', title: 'Group', sortable: true },
  { accessor: 'type_soal', title: 'Bentuk', sortable: true },
  { accessor: 'kunci_pg', title: 'Kunci', textAlign: 'center' },
  { accessor: 'drawn', title: 'Dikerjakan', sortable: true, textAlign: 'right' },
  labelled('p', 'p', 110, (i) => [
    i.p,
    i.difficulty && { text: i.difficulty, color: DIFFICULTY_COLOR[i.difficulty] },
  ]),
  labelled('d', 'D', 120, (i) => [
    i.d,
    i.discrimination && { text: i.discrimination, color: DISCRIMINATION_COLOR[i.discrimination] },
  ]),
  {
    accessor: 'revisi',
    title: 'Revisi',
    sortable: true,
    render: (i) =>
      i.revisi ? (
        <Badge color="red" variant="filled" size="sm">
          revisi
        </Badge>
      ) : (
        ''
      ),
  },
  { accessor: 'r_pb', title: 'r_pb', sortable: true, textAlign: 'right', render: (i) => fixed(i.r_pb) },
  { accessor: 'empty', title: 'Kosong', textAlign: 'right', render: (i) => percent(i.empty.share) },
  {
    accessor: 'options',
    title: 'Pengecoh tidak berfungsi',
    render: (i) => {
      const weak = i.options.filter((o) => o.distractor === 'tidak berfungsi').map((o) => o.option);
      return weak.length ? <Text size="sm">{weak.join(', ')}</Text> : '-';
    },
  },
];

/** The nearest ancestor scrolled sideways, back at its start. */
function scrollToStart(from: HTMLElement) {
  for (let el = from.parentElement; el; el = el.parentElement)
    if (el.scrollLeft > 0) {
      el.scrollLeft = 0;
      return;
    }
}

/**
 * What a form adds (docs/decisions/0025): p per statement (PG Kompleks) or premise (Menjodohkan); a multiple
 * answer's option counts. A PG or multiple-answer question opens its option table under its row.
 */
function ItemDetail({ item, open, onToggle }: { item: ItemRow; open: boolean; onToggle: () => void }) {
  if (item.parts)
    return (
      <Text size="xs" miw={160} data-testid="item-parts">
        {item.parts.map((p, j) => (
          <span key={p.teks + String(j)} title={p.teks} style={{ display: 'block' }}>
            {item.type_soal === 'Menjodohkan' ? 'Premis' : 'Pernyataan'} {j + 1}: p {fixed(p.p)}
          </span>
        ))}
      </Text>
    );
  if (!hasOptionTable(item)) return '-';
  const toggle = (
    <Button
      size="compact-sm"
      variant={open ? 'filled' : 'light'}
      aria-expanded={open}
      onClick={(e) => {
        // opened from the far right of the wide table: it scrolls back to show the options under the row
        if (!open) scrollToStart(e.currentTarget);
        onToggle();
      }}
      data-testid="option-toggle"
    >
      Opsi soal {item.nomor}
    </Button>
  );
  // a multiple answer: how many chose each option (✓ the right ones) at a glance
  if (item.type_soal === 'PG Jawaban Ganda')
    return (
      <Stack gap={4} align="flex-start">
        <Text size="xs" miw={120} data-testid="item-options">
          {item.options.map((o) => (
            <span key={o.option} style={{ display: 'block' }}>
              {o.option}
              {o.is_key ? ' ✓' : ''}: {o.count} dipilih
            </span>
          ))}
        </Text>
        {toggle}
      </Stack>
    );
  return toggle;
}

/**
 * The per-question table: sortable by number, p, D, r_pb and the 'revisi' flag; each question links to
 * its edit form; a multiple-choice question's option (distractor) table opens under its row.
 */
export function ItemTable({ items }: { items: ItemRow[] }) {
  const [expanded, setExpanded] = useState<number[]>([]);
  const toggle = (id: number) =>
    setExpanded((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const all: DataTableColumn<ItemRow>[] = [
    ...columns,
    {
      accessor: 'parts',
      title: 'Rincian',
      render: (i) => <ItemDetail item={i} open={expanded.includes(i.id)} onToggle={() => toggle(i.id)} />,
    },
  ];
  return (
    <DataTable
      // the question's own number is the 'No' column
      numbered={false}
      records={items}
      columns={all}
      defaultPageSize={10}
      allow100
      initialSort={{ columnAccessor: 'nomor', direction: 'asc' }}
      wide
      rowExpansion={{
        trigger: 'never',
        allowMultiple: true,
        expandable: ({ record }) => hasOptionTable(record),
        expanded: {
          recordIds: expanded,
          onRecordIdsChange: (ids: unknown[]) => setExpanded(ids as number[]),
        },
        content: ({ record }) => (
          <div
            style={{
              width: 'min(640px, calc(100vw - 48px))',
              padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)',
            }}
          >
            <OptionTable item={record} />
          </div>
        ),
      }}
    />
  );
}
