import { Alert, Box, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MSG } from '@tryout/shared/messages';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { fetchPdfHasilUjian, saveBlob } from './files';

/** /pdf-hasil-ujian/:id — the server's PDF of the results, embedded, with a download button. */
export default function PdfHasilUjianPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const materi = params.get('materi_id');
  const pdf = useQuery({
    queryKey: queryKeys.pdfHasilUjian(id, materi),
    queryFn: () => fetchPdfHasilUjian(id, materi),
    retry: false,
    gcTime: 0,
  });
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    if (!pdf.data) return;
    const u = URL.createObjectURL(pdf.data);
    setHref(u);
    return () => URL.revokeObjectURL(u);
  }, [pdf.data]);
  const filename = `hasil-ujian-${id}.pdf`;

  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h2">
            Cetak Hasil Ujian
          </Title>
          <Group gap="xs" wrap="wrap">
            <Button variant="default" onClick={() => navigate(-1)}>
              Kembali
            </Button>
            {href && (
              <Button component="a" href={href} target="_blank" rel="noopener" variant="light">
                Buka di Tab Baru
              </Button>
            )}
            <Button disabled={!pdf.data} onClick={() => pdf.data && saveBlob(pdf.data, filename)}>
              Unduh PDF
            </Button>
          </Group>
        </Group>
        {pdf.isLoading && (
          <Group gap="xs">
            <Loader size="sm" />
            <Text c="dimmed">Menyiapkan PDF…</Text>
          </Group>
        )}
        {pdf.isError && (
          <Alert color="red" title={MSG.errorTitle}>
            {pdf.error instanceof ApiError && pdf.error.status === 403
              ? 'Anda tidak memiliki akses ke hasil ujian ini'
              : 'Ada Kesalahan Coba Lagi Nanti'}
          </Alert>
        )}
        {href && (
          <Text size="sm" c="dimmed">
            Jika PDF tidak tampil di bawah, gunakan tombol Unduh PDF atau Buka di Tab Baru.
          </Text>
        )}
        {href && (
          <Box
            component="iframe"
            src={href}
            title="PDF Hasil Ujian"
            data-testid="pdf-frame"
            w="100%"
            h="calc(100vh - 220px)"
            mih={480}
            style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8, background: 'white' }}
          />
        )}
      </Stack>
    </Container>
  );
}
