import { splitParagraphs } from '../../lib/text';

/** An answer's paragraphs (plain text from the API; a blank line starts a new paragraph). */
export function FaqAnswer({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {splitParagraphs(text).map((paragraph, index) => (
        <p key={index} className="mt-3 first:mt-0">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
