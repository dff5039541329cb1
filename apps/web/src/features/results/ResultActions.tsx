import { Button, Group } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ExcelButton } from '../../components/ExcelButton';

/** The buttons over a list of results: 'Kembali', 'Ekspor Excel' and, with `print`, 'Cetak'. */
export function ResultActions({
  back,
  excel,
  print,
  ready,
}: {
  /** Where 'Kembali' goes (replacing this page in the history with `replace`). */
  back: { to: string; replace?: boolean };
  excel: Parameters<typeof ExcelButton>[0];
  /** The PDF page 'Cetak' opens. */
  print?: string;
  /** The list has loaded. */
  ready: boolean;
}) {
  const navigate = useNavigate();
  return (
    <Group gap="xs" wrap="wrap">
      <Button variant="default" onClick={() => navigate(back.to, { replace: back.replace })}>
        Kembali
      </Button>
      <ExcelButton {...excel} disabled={!ready} />
      {print && (
        <Button disabled={!ready} onClick={() => navigate(print)}>
          Cetak
        </Button>
      )}
    </Group>
  );
}
