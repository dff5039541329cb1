import { Badge, Group, Text } from '@mantine/core';
import { IRT_MSG, type IrtFlag, type IrtItem } from '@tryout/shared/irt';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { fmt, withSe } from './format';

/** The flags that ask for a look at the question (red); the others only describe the data (grey). */
const WARNING: IrtFlag[] = ['low_a', 'extreme_b', 'flat', 'at_bound', 'all_correct', 'all_wrong'];

const enoughOnly =
  (value: (i: IrtItem) => string): DataTableColumn<IrtItem>['render'] =>
  (i) =>
    i.enough ? value(i) : '-';

/** The item parameters of one calibration, with their flags; below 200 responses no numbers. */
export function ItemTable({ items }: { items: IrtItem[] }) {
  const columns: DataTableColumn<IrtItem>[] = [
    { accessor: 'number', title: 'No', width: 56, textAlign: 'center', sortable: true },
    {
      accessor: 'soal',
      title: 'Soal',
      render: (i) => (
        <Text size="sm" lineClamp={2} miw={160} maw={320} title={i.soal} data-testid="irt-soal">
          {i.soal || `Soal ${i.number}`}
        </Text>
      ),
    },
    { accessor: 'nama_group', title: 'Group', sortable: true, visibleMediaQuery: '(min-width: 48em)' },
    { accessor: 'responses', title: 'Jawaban', textAlign: 'right', sortable: true },
    {
      accessor: 'a',
      title: 'a (SE)',
      textAlign: 'right',
      sortable: true,
      noWrap: true,
      render: (i) =>
        i.enough ? (
          withSe(i.a, i.se_a)
        ) : (
          <Text
            fz="xs"
            c="dimmed"
            ta="left"
            miw={150}
            style={{ whiteSpace: 'normal' }}
            data-testid="irt-not-enough"
          >
            {IRT_MSG.notEnoughData}
          </Text>
        ),
    },
    {
      accessor: 'b',
      title: 'b (SE)',
      textAlign: 'right',
      sortable: true,
      render: enoughOnly((i) => withSe(i.b, i.se_b)),
    },
    {
      accessor: 'p_correct',
      title: 'Benar',
      textAlign: 'right',
      sortable: true,
      visibleMediaQuery: '(min-width: 48em)',
      render: (i) => (i.p_correct == null ? '-' : `${fmt(100 * i.p_correct, 0)}%`),
    },
    {
      accessor: 'fit_p',
      title: 'Kecocokan (p)',
      textAlign: 'right',
      sortable: true,
      visibleMediaQuery: '(min-width: 48em)',
      render: enoughOnly((i) => fmt(i.fit_p, 3)),
    },
    {
      accessor: 'flags',
      title: 'Tanda',
      width: 150,
      render: (i) => (
        <Group gap={4} wrap="wrap">
          {i.flags.map((f) => (
            <Badge key={f} size="sm" variant="light" tt="none" color={WARNING.includes(f) ? 'red' : 'gray'}>
              {IRT_MSG.flags[f]}
            </Badge>
          ))}
        </Group>
      ),
    },
  ];
  return (
    <DataTable<IrtItem>
      // the question's own number is the 'No' column
      numbered={false}
      records={items}
      columns={columns}
      idAccessor="question_id"
      defaultPageSize={10}
      wide
    />
  );
}
