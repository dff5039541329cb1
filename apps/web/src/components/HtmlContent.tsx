import { Box, type BoxProps } from '@mantine/core';

/** True when an option has no visible content (empty or a blank paragraph). */
export { isBlankHtml } from '@tryout/shared/html';

/**
 * Renders question, option or group-description HTML. The server sanitises every HTML field on
 * write (one allow-list, RICH_TEXT_COLUMNS), so only sanitised text ever reaches this component;
 * every other field (names, codes) is plain text and rendered as text, never through here.
 */
export function HtmlContent({ html, ...props }: { html: string } & BoxProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server on write
  return <Box className="html-content" {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
