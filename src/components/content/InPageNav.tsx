/** Links to the sections of a long page, as a labelled navigation landmark. */
export function InPageNav({ label, items }: { label: string; items: { id: string; title: string }[] }) {
  return (
    <nav className="c-subnav" aria-label={label}>
      <div className="container">
        <ul className="c-subnav__list">
          {items.map((item) => (
            <li key={item.id}>
              <a className="c-subnav__link" href={`#${item.id}`}>
                {item.title}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
