import { Center, Loader } from '@mantine/core';

/** A candidate page waiting for its data (a module of its own: the exam pages need only this). */
export function PageLoader() {
  return (
    <Center mih="50dvh">
      <Loader aria-label="Memuat" />
    </Center>
  );
}
