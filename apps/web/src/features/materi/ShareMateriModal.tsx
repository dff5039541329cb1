import { Button, Checkbox, Group, Loader, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { BANK_MSG, type MateriShares } from '@tryout/shared/bank-access';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { useEffect, useState } from 'react';
import { notifyError, notifySuccess } from '../../components/notify';
import { useMateriShares, usePutMateriShares } from './materiShares';

type Rekan = MateriShares['rekan'][number];

/**
 * 'Bagikan': the owner (or an admin) shares a materi with named colleagues, to read it or to edit
 * it (docs/decisions/0015). The list is replaced as a whole on 'Simpan'.
 */
export function ShareMateriModal({
  materi,
  onClose,
}: {
  materi: { id: number; kode_ujian: string } | null;
  onClose: () => void;
}) {
  const shares = useMateriShares(materi?.id ?? null);
  const save = usePutMateriShares();
  const [rekan, setRekan] = useState<Rekan[]>([]);
  const [pick, setPick] = useState<string | null>(null);
  useEffect(() => setRekan(shares.data?.rekan ?? []), [shares.data]);

  const chosen = new Set(rekan.map((r) => r.id));
  const options = (shares.data?.dosen ?? [])
    .filter((d) => !chosen.has(d.id))
    .map((d) => ({ value: String(d.id), label: `${d.nama_dosen} (${d.nidn})` }));

  function add() {
    const d = shares.data?.dosen.find((x) => String(x.id) === pick);
    if (d) setRekan([...rekan, { ...d, boleh_ubah: false }]);
    setPick(null);
  }

  function submit() {
    if (!materi) return;
    save.mutate(
      { id: materi.id, rekan: rekan.map((r) => ({ staff_user_id: r.id, boleh_ubah: r.boleh_ubah })) },
      {
        onSuccess: () => {
          notifySuccess(BANK_MSG.saved);
          onClose();
        },
        onError: (err) => notifyError(err, STAFF_MSG.failedRetry),
      },
    );
  }

  return (
    <Modal
      opened={materi != null}
      onClose={onClose}
      title={`Bagikan Materi ${materi?.kode_ujian ?? ''}`}
      centered
      size="lg"
    >
      {shares.isLoading ? (
        <Loader />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Rekan yang dipilih dapat melihat materi ini beserta soal, kunci dan pembahasannya; dengan 'Boleh
            ubah' mereka juga dapat mengubah soalnya. Menghapus dan membagikan materi tetap hanya oleh pemilik
            dan admin.
          </Text>
          <Group align="flex-end" wrap="wrap">
            <Select
              label="Tambah rekan"
              placeholder="Pilih dosen"
              searchable
              data={options}
              value={pick}
              onChange={setPick}
              nothingFoundMessage="Tidak ada dosen"
              style={{ flex: 1, minWidth: 220 }}
            />
            <Button variant="light" disabled={!pick} onClick={add}>
              Tambah
            </Button>
          </Group>
          {rekan.length === 0 ? (
            <Text size="sm">Materi ini belum dibagikan kepada siapa pun.</Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Dosen</Table.Th>
                    <Table.Th>Boleh ubah</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rekan.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>
                        {r.nama_dosen} ({r.nidn})
                      </Table.Td>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Boleh ubah ${r.nama_dosen}`}
                          checked={r.boleh_ubah}
                          onChange={(e) => {
                            const boleh_ubah = e.currentTarget.checked;
                            setRekan(rekan.map((x) => (x.id === r.id ? { ...x, boleh_ubah } : x)));
                          }}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="light"
                          color="red"
                          aria-label={`Hapus ${r.nama_dosen}`}
                          onClick={() => setRekan(rekan.filter((x) => x.id !== r.id))}
                        >
                          Hapus
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Batal
            </Button>
            <Button onClick={submit} loading={save.isPending}>
              Simpan
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
