import { Center, Loader } from '@mantine/core';

/** Fills the window while the first route or a language's translations load. */
export function PageLoader() {
  return (
    <Center mih="100dvh" aria-busy="true">
      <Loader />
    </Center>
  );
}
