import { Center } from '@mantine/core';

/**
 * The mortarboard mark on a white tile: in the staff header and on the login pages. `tassel`
 * (the candidate pages) adds the tassel and a shadow under the tile.
 */
export function AppLogo({ size, tassel = false }: { size: number; tassel?: boolean }) {
  const icon = Math.round(size * 0.62);
  return (
    <Center
      w={size}
      h={size}
      bg="white"
      style={{
        borderRadius: size / 4,
        flex: 'none',
        ...(tassel ? { boxShadow: 'var(--mantine-shadow-sm)' } : {}),
      }}
      aria-hidden
    >
      <svg width={icon} height={icon} viewBox="0 0 24 24" fill="none">
        <path d="M12 4 1.5 9 12 14l10.5-5L12 4Z" fill="var(--mantine-color-blue-8)" />
        <path
          d="M5.5 11.2v4.3c0 1.5 2.9 3 6.5 3s6.5-1.5 6.5-3v-4.3L12 14.3l-6.5-3.1Z"
          fill="var(--mantine-color-blue-6)"
        />
        {tassel && (
          <path d="M21 9.5v5" stroke="var(--mantine-color-blue-8)" strokeWidth="1.4" strokeLinecap="round" />
        )}
      </svg>
    </Center>
  );
}
