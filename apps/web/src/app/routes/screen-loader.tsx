import { Center, Loader } from '@mantine/core';

/** Shown while a screen's code arrives (the first time it is opened). */
export function ScreenLoader() {
  return (
    <Center mih="50dvh">
      <Loader color="green" type="dots" />
    </Center>
  );
}
