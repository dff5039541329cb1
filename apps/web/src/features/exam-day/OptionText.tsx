import type { CandidateQuestion } from '@tryout/shared/exam';
import { HtmlContent, isBlankHtml } from '../../components/HtmlContent';
import classes from './exam.module.css';

/** An option's letter and its text or picture (their ids name the option: aria-labelledby). */
export function OptionText({ n, o }: { n: number; o: CandidateQuestion['options'][number] }) {
  return (
    <>
      <span className={classes.letter} id={`soal-${n}-${o.key}-huruf`}>
        {o.key}
      </span>
      <span className={classes.optionBody} id={`soal-${n}-${o.key}-isi`}>
        {!isBlankHtml(o.html) && <HtmlContent html={o.html} />}
        {o.image_url && (
          <img
            src={o.image_url}
            alt={`Gambar pilihan ${o.key}`}
            loading="lazy"
            className={classes.optionImage}
          />
        )}
      </span>
    </>
  );
}
