/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx';
import { PICTURE_SIZES, type PictureSize } from './upload';

/**
 * A banner picture in a box of the shape the site shows it in (16:9 on a computer, 2:3 on a
 * phone), scaled to fit the page and never cropped: a picture of another shape shows whole, with
 * bars, so a wrong upload is seen rather than trimmed. `children`: what goes under it (the
 * compliance line, the link).
 */
export function PictureBox({ size, src, alt, caption, children }: { size: PictureSize; src: string; alt: string; caption: string; children?: Child }) {
  const { width, height } = PICTURE_SIZES[size];
  return (
    <figure class={`preview preview-${size}`} data-preview-size={size}>
      <figcaption>{caption}</figcaption>
      <div class={`ratio-box ratio-${size}`}>
        <img src={src} width={width} height={height} alt={alt} loading="lazy" />
      </div>
      {children}
    </figure>
  );
}
