import type { ReactNode } from 'react';
import classes from './exam.module.css';

/**
 * A notice on the exam pages (the connection lost, a refusal, a section saved): a plain element,
 * not Mantine's Alert, so the exam pages' code carries no Alert (their budget: route-sizes.ts).
 */
export function Notice({
  tone,
  title,
  role = 'status',
  className,
  children,
  ...rest
}: {
  tone: 'red' | 'green' | 'offline';
  title?: string;
  role?: 'status' | 'alert';
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div className={`${classes.notice} ${className ?? ''}`} data-tone={tone} role={role} {...rest}>
      {title && <strong className={classes.noticeTitle}>{title}</strong>}
      {children}
    </div>
  );
}
