import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The course-exam pages' frame: the 'Ujian Online' header with a line under it, then the page. */
export function CourseExamShell({ line, children }: { line: string; children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" bg="blue.8" py={{ base: 'md', sm: 'lg' }}>
        <Container size={1000} px={{ base: 'sm', sm: 'md' }}>
          <Title order={1} c="white" fw={800} fz={{ base: 20, sm: 24 }} lh={1.2}>
            Ujian Online
          </Title>
          <Text c="white" fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {line}
          </Text>
        </Container>
      </Box>
      <Container component="main" size={1000} px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
        {children}
      </Container>
    </Box>
  );
}
