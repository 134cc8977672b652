import { plainText } from '../../../shared/noticeMarkup';

/**
 * A notice's text without its formatting, cut at a word to about `max` characters. A module of
 * its own so that the dashboard home can load the Markdown parser lazily (React.lazy), apart from
 * the first load of the admin app.
 */
export default function NoticeExcerpt({ source, max }: { source: string; max: number }) {
  return plainText(source, max);
}
