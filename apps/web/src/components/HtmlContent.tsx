import { Box, type BoxProps } from '@mantine/core';
import type { CandidateQuestion } from '@tryout/shared/exam';
import { isBlankHtml } from '@tryout/shared/html';
import './question-forms/options.css';

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

/**
 * An option's letter and its text or picture, as the candidate sees it (the exam page's PG options,
 * question-forms/FormAnswer, the authoring preview); their ids name the option (aria-labelledby).
 * Here beside HtmlContent, not in question-forms/: the exam page and the staff preview both use it,
 * and in its own file it would be a chunk of its own on the exam page (no room in its budget).
 */
export function OptionText({ n, o }: { n: number; o: CandidateQuestion['options'][number] }) {
  return (
    <>
      <span className="qf-letter" id={`soal-${n}-${o.key}-huruf`}>
        {o.key}
      </span>
      <span className="qf-option-body" id={`soal-${n}-${o.key}-isi`}>
        {!isBlankHtml(o.html) && <HtmlContent html={o.html} />}
        {o.image_url && (
          <img src={o.image_url} alt={`Gambar pilihan ${o.key}`} loading="lazy" className="qf-option-image" />
        )}
      </span>
    </>
  );
}
