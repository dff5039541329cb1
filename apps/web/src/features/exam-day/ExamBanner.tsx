import { Text, Title } from '@mantine/core';
import { EXAM_MSG } from '@tryout/shared/exam';
import type { ReactNode } from 'react';
import classes from './exam.module.css';

/** The exam pages' title banner 'Selamat Datang di Tryout' (spec §2.3) with a line under it. */
export function ExamBanner({ children }: { children: ReactNode }) {
  return (
    <header className={classes.banner}>
      <Title order={1} fz={{ base: 20, sm: 26 }}>
        {EXAM_MSG.welcome}
      </Title>
      <Text fz="sm" opacity={0.9}>
        {children}
      </Text>
    </header>
  );
}
