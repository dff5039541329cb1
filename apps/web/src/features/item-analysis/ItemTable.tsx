import { Anchor, Badge, Text } from '@mantine/core';
import type { ItemRow } from '@tryout/shared/item-analysis';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { editSoalPath } from './itemAnalysis';

const fixed = (v: number | null, digits = 2) =>
  v == null
    ? '-'
    : v.toLocaleString('id-ID', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const percent = (v: number | null) => (v == null ? '-' : `${Math.round(v * 100)} %`);

const DIFFICULTY_COLOR = { Mudah: 'teal', Sedang: 'blue', Sukar: 'orange' } as const;
const DISCRIMINATION_COLOR = { 'baik sekali': 'teal', baik: 'blue', cukup: 'yellow', jelek: 'red' } as const;

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
  { accessor: 'kunci_pg', title: 'Kunci', textAlign: 'center' },
  { accessor: 'drawn', title: 'Dikerjakan', sortable: true, textAlign: 'right' },
  {
    accessor: 'p',
    title: 'p',
    sortable: true,
    width: 110,
    textAlign: 'right',
    render: (i) => (
      <>
        {fixed(i.p)}{' '}
        {i.difficulty && (
          <Badge
            size="xs"
            variant="light"
            color={DIFFICULTY_COLOR[i.difficulty]}
            style={{ overflow: 'visible' }}
          >
            {i.difficulty}
          </Badge>
        )}
      </>
    ),
  },
  {
    accessor: 'd',
    title: 'D',
    sortable: true,
    width: 120,
    textAlign: 'right',
    render: (i) => (
      <>
        {fixed(i.d)}{' '}
        {i.discrimination && (
          <Badge
            size="xs"
            variant="light"
            color={DISCRIMINATION_COLOR[i.discrimination]}
            style={{ overflow: 'visible' }}
          >
            {i.discrimination}
          </Badge>
        )}
      </>
    ),
  },
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

/** The per-question table: sortable by number, p, D, r_pb and the 'revisi' flag; each question links to its edit form. */
export function ItemTable({ items }: { items: ItemRow[] }) {
  return (
    <DataTable
      records={items}
      columns={columns}
      defaultPageSize={10}
      allow100
      initialSort={{ columnAccessor: 'nomor', direction: 'asc' }}
      wide
    />
  );
}
