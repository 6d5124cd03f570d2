import { figureParts } from '../../shared/figures';

/**
 * A text whose amounts, rates and phone numbers never break across lines: each is an inline box
 * that does not wrap (`.figure` in global.css), the words around it wrap as before. For every
 * text that shows a figure, server or client; the box around it must leave room for the widest
 * figure at 320 px.
 */
export function Figures({ text }: { text: string }) {
  return (
    <>
      {figureParts(text).map((part, i) =>
        part.figure ? (
          <span key={i} className="figure">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
