import { Box, Text } from '@mantine/core';
import { HtmlContent } from '../../components/HtmlContent';
import classes from './SoalCell.module.css';

/** A question's explanation (staff views only: the detail, the form's preview, the import preview). */
export function Pembahasan({ html }: { html: string }) {
  return (
    <Box data-testid="pembahasan" bg="gray.0" p="xs" style={{ borderRadius: 4 }}>
      <Text size="sm" fw={600}>
        Pembahasan
      </Text>
      <HtmlContent html={html} className={classes.flush} />
    </Box>
  );
}
