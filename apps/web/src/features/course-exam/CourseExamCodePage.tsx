import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '@tryout/shared/messages';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { candidateKeys } from '../../api/candidate/query-keys';
import { ApiError } from '../../api/client';
import { detailUjian } from './api/detailUjian';
import { CourseExamShell } from './CourseExamShell';
import { CODE_REQUIRED, UNKNOWN_CODE } from './texts';

/** Why a code does not open an exam, in Indonesian. */
function codeRefusal(err: unknown): string {
  if (err instanceof ApiError && err.status === 404) return UNKNOWN_CODE;
  if (err instanceof ApiError && err.status > 0 && err.status < 500) return err.message;
  return MSG.genericError;
}

/**
 * `/detail` — where a student types the exam code the lecturer gave ('Masukkan kode ujian'); an
 * unknown code is said here, before any identity form. A known one opens `/detail/:kode_ujian`
 * with the exam's details already read.
 */
export default function CourseExamCodePage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [kode, setKode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const k = kode.trim();
    if (!k) return setError(CODE_REQUIRED);
    setChecking(true);
    setError(null);
    try {
      await qc.fetchQuery({ queryKey: candidateKeys.detailUjian(k), queryFn: () => detailUjian(k) });
      navigate(`/detail/${encodeURIComponent(k)}`);
    } catch (err) {
      setError(codeRefusal(err));
      setChecking(false);
    }
  };

  return (
    <CourseExamShell line="Ujian mata kuliah">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={480} mx="auto" component="section">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Title order={2} fz={{ base: 20, sm: 22 }}>
              Masukkan kode ujian
            </Title>
            <Text fz="sm" c="dimmed">
              Kode ujian diberikan oleh dosen pengampu mata kuliah.
            </Text>
            <TextInput
              label="Kode Ujian"
              placeholder="Contoh: ALPRO-UTS-2026"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              data-autofocus
              value={kode}
              onChange={(e) => {
                setKode(e.currentTarget.value);
                setError(null);
              }}
              error={error}
            />
            <Button type="submit" size="md" fullWidth loading={checking}>
              Lanjutkan
            </Button>
          </Stack>
        </form>
      </Paper>
    </CourseExamShell>
  );
}
