import { Box, Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MATH_MSG } from '@tryout/shared/math';
import { useEffect, useState } from 'react';
import { previewTex } from './tex';

export interface FormulaRequest {
  tex: string;
  display: boolean;
  /** the formula being changed; null: a new one */
  pos: number | null;
}

/**
 * 'Sisipkan rumus': the LaTeX typed with its preview beside it, the parser's message in Indonesian
 * at once; 'Simpan rumus' stays disabled while the formula does not parse (never saved broken).
 */
export function FormulaDialog({
  request,
  onClose,
  onSave,
}: {
  request: FormulaRequest | null;
  onClose: () => void;
  onSave: (tex: string, display: boolean) => void;
}) {
  const [tex, setTex] = useState('');
  const [display, setDisplay] = useState(false);
  useEffect(() => {
    if (request) {
      setTex(request.tex);
      setDisplay(request.display);
    }
  }, [request]);
  const preview = tex.trim() ? previewTex(tex, display) : null;
  return (
    <Modal opened={request !== null} onClose={onClose} title={MATH_MSG.insert} size="lg">
      <Stack gap="sm">
        <Textarea
          label="Rumus (LaTeX)"
          description="Contoh: x^2 = 16, \frac{1}{2}, \sqrt{81}, \sum_{i=1}^{n} i"
          value={tex}
          onChange={(e) => setTex(e.currentTarget.value)}
          autosize
          minRows={2}
          data-autofocus
          error={preview && !preview.ok ? preview.message : undefined}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        <Checkbox
          label="Rumus tampilan (baris sendiri, di tengah)"
          checked={display}
          onChange={(e) => setDisplay(e.currentTarget.checked)}
          disabled={request?.pos != null}
        />
        <Box>
          <Text size="sm" fw={500}>
            Pratinjau
          </Text>
          <Box
            data-testid="pratinjau-rumus"
            p="sm"
            mih={48}
            style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4, fontSize: '1.2em' }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: temml's MathML without trust (no links, no HTML)
            dangerouslySetInnerHTML={{ __html: preview?.ok ? preview.mathml : '' }}
          />
        </Box>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button disabled={!preview?.ok} onClick={() => onSave(tex.trim(), display)}>
            Simpan rumus
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
