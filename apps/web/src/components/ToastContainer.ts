// Its own module so that main.tsx can load the toast container lazily (components/deferred.tsx)
// while notify.ts keeps the small notifications store in the entry chunk.
export { Notifications } from '@mantine/notifications';
