import { Text, Title } from '@mantine/core';
import { EXAM_MSG } from '@tryout/shared/exam';
import { createContext, type ReactNode, useContext } from 'react';
import classes from './exam.module.css';

/**
 * The banner's title: 'Selamat Datang di Tryout' (spec §2.3), or the one the page gives its exam
 * (a course exam speaks of the course, docs/decisions/0009).
 */
export const ExamTitle = createContext<string>(EXAM_MSG.welcome);

/** The exam pages' title banner with a line under it. */
export function ExamBanner({ children }: { children: ReactNode }) {
  return (
    <header className={classes.banner}>
      <Title order={1} fz={{ base: 20, sm: 26 }}>
        {useContext(ExamTitle)}
      </Title>
      <Text fz="sm" opacity={0.9}>
        {children}
      </Text>
    </header>
  );
}
