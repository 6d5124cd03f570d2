import { Icon } from '../Icon';

/**
 * The app download prompt. Its link goes to /download-app-redirect in a new tab (docs/product-rules.md §2):
 * the edge sends phones to their app store and other devices to the download page's store links.
 */
export function AppDownload({ title, text, button, href, newWindow }: { title: string; text: string; button: string; href: string; newWindow: string }) {
  return (
    <section className="c-app" aria-labelledby="app-title">
      <div className="container c-app__inner">
        <div className="c-app__icon">
          <Icon name="download" size={32} />
        </div>
        <div className="c-app__text">
          <h2 id="app-title" className="c-app__title">
            {title}
          </h2>
          <p>{text}</p>
        </div>
        <a className="btn btn--primary c-app__button" href={href} target="_blank" rel="noopener" data-download-app="">
          {button}
          <span className="visually-hidden">{newWindow}</span>
        </a>
      </div>
    </section>
  );
}
